import { beforeAll, describe, expect, it } from "vitest";
import { jobPayload, setUpJobTests } from "./job-test-setup.ts";

const t = setUpJobTests();
let company: { id: string; slug: string };

type List = {
  items: { title: string }[];
  total: number;
  correctedQuery?: string;
  anyWords?: true;
};
async function search(params: string) {
  const url = `/api/jobs/public?company=${company.slug}&${params}`;
  const response = await t.request({ method: "GET", url });
  expect(response.statusCode, params).toBe(200);
  return response.json() as List;
}
const post = (title: string, overrides: Record<string, unknown> = {}) =>
  t.postAsAdmin<{ id: string }>("/api/jobs", jobPayload(company.id, { title, ...overrides }));

beforeAll(async () => {
  company = await t.postAsAdmin("/api/companies", { name: "Spelling Test Co" });
  await post("Credit Risk Analyst", { description: "Models." });
  await post("Pricing Analyst", { description: "Prices." });
  await post("Orchestration Lead", { description: "Plans.", status: "draft" });
});

describe("a mistyped word", () => {
  it("is corrected when the words as typed find too little, and the answer says so", async () => {
    const list = await search("q=analist");
    expect(list.correctedQuery).toBe("analyst");
    expect(list.items.map((job) => job.title).sort()).toEqual([
      "Credit Risk Analyst",
      "Pricing Analyst",
    ]);
    // Two letters away, and the other words kept.
    expect((await search("q=credit%20analyts")).correctedQuery).toBe("credit analyst");
  });

  it("is searched as typed with exact=1", async () => {
    expect(await search("q=analist&exact=1")).toMatchObject({ total: 0, items: [] });
    expect((await search("q=analist&exact=1")).correctedQuery).toBeUndefined();
  });

  it("is left alone when it is short, far from any word, or only in a draft", async () => {
    for (const q of ["anlst", "analxxxx", "orchestratoin"]) {
      expect((await search(`q=${q}`)).correctedQuery, q).toBeUndefined();
    }
  });

  it("follows jobs as they are published, renamed and taken down", async () => {
    const job = await post("Sommelier", { description: "Wine." });
    expect((await search("q=somelier")).correctedQuery).toBe("sommelier");
    const current = await t.asAdmin("GET", `/api/jobs/${job.id}`);
    await t.asAdmin("PUT", `/api/jobs/${job.id}`, { ...current.json<object>(), title: "Barista" });
    expect((await search("q=somelier")).correctedQuery).toBeUndefined();
    expect((await search("q=barrista")).correctedQuery).toBe("barista");
    await t.asAdmin("DELETE", `/api/jobs/${job.id}`);
    expect((await search("q=barrista")).correctedQuery).toBeUndefined();
  });
});

describe("words no job has all of", () => {
  it("find the jobs with some of them, the most first, and the answer says so", async () => {
    const list = await search("q=credit%20risk%20pricing");
    expect(list.anyWords).toBe(true);
    expect(list.items.map((job) => job.title)).toEqual(["Credit Risk Analyst", "Pricing Analyst"]);
    // A job with every word is the answer on its own.
    const all = await search("q=credit%20risk");
    expect(all.anyWords).toBeUndefined();
    expect(all.items.map((job) => job.title)).toEqual(["Credit Risk Analyst"]);
  });
});

it("leaves words that find enough jobs as typed", async () => {
  await post("Analist Trainee", { description: "Learn." });
  const list = await search("q=analist");
  // One job holds the word as typed, so it is a known word: nothing to correct.
  expect(list.correctedQuery).toBeUndefined();
  expect(list.items.map((job) => job.title)).toEqual(["Analist Trainee"]);
});
