import { beforeAll, describe, expect, it } from "vitest";
import { jobPayload, setUpJobTests } from "./job-test-setup.ts";

const t = setUpJobTests();

const job = (overrides: Record<string, unknown> = {}) => jobPayload(t.companyId, overrides);
const postJob = (overrides: Record<string, unknown>) => t.postAsAdmin("/api/jobs", job(overrides));
const postCompany = (name: string) =>
  t.postAsAdmin<{ id: string; slug: string }>("/api/companies", { name });

type Listed = { items: { id: string; title: string; [key: string]: unknown }[]; total: number };

async function publicList(query: string): Promise<Listed> {
  const response = await t.request({ method: "GET", url: `/api/jobs/public?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const titlesOf = async (query: string) => (await publicList(query)).items.map((i) => i.title);

describe("public job filters", () => {
  let slug: string;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    const company = await postCompany("Filter Works");
    slug = company.slug;
    const common = { companyId: company.id };
    await postJob({
      ...common,
      title: "Charge Nurse",
      category: "healthcare",
      employmentType: "part-time",
      workplace: "onsite",
      location: "Kuala Lumpur",
      publishedAt: daysAgo(3),
    });
    await postJob({
      ...common,
      title: "Backend Engineer",
      category: "technology",
      employmentType: "contract",
      workplace: "remote",
      location: "Jakarta",
      publishedAt: daysAgo(1),
    });
    await postJob({
      ...common,
      title: "Product Designer",
      category: "design",
      employmentType: "internship",
      workplace: "hybrid",
      location: "Singapore",
      publishedAt: daysAgo(2),
    });
  });

  it("narrows by company slug", async () => {
    expect((await titlesOf(`company=${slug}`)).sort()).toEqual([
      "Backend Engineer",
      "Charge Nurse",
      "Product Designer",
    ]);
    expect((await publicList("company=no-such-company")).total).toBe(0);
  });

  it.each([
    ["category=healthcare", "Charge Nurse", "category", "healthcare"],
    ["type=contract", "Backend Engineer", "employmentType", "contract"],
    ["workplace=hybrid", "Product Designer", "workplace", "hybrid"],
    ["location=kuala", "Charge Nurse", "location", "Kuala Lumpur"],
  ])("narrows by %s", async (filter, title, key, value) => {
    expect(await titlesOf(`company=${slug}&${filter}`)).toEqual([title]);
    // Across all companies too: every result matches the filter.
    const all = await publicList(`${filter}&pageSize=100`);
    expect(all.items.map((i) => i.title)).toContain(title);
    for (const item of all.items) expect(item[key]).toBe(value);
  });

  it("takes several values of a filter, any of which a job may have", async () => {
    expect((await titlesOf(`company=${slug}&workplace=remote&workplace=hybrid`)).sort()).toEqual([
      "Backend Engineer",
      "Product Designer",
    ]);
    // Different filters still all apply.
    expect(
      await titlesOf(`company=${slug}&category=healthcare&category=design&type=part-time`),
    ).toEqual(["Charge Nurse"]);
  });

  it("finds jobs by how recently they were posted and by their company's benefits", async () => {
    const caring = await t.postAsAdmin<{ id: string; slug: string }>("/api/companies", {
      name: "Caring Co",
      initiatives: ["equal-pay", "mentorship"],
    });
    const fair = await t.postAsAdmin<{ id: string }>("/api/companies", {
      name: "Fair Co",
      initiatives: ["equal-pay"],
    });
    await postJob({ companyId: caring.id, title: "Fresh Posting", publishedAt: daysAgo(0.5) });
    await postJob({ companyId: fair.id, title: "Older Posting", publishedAt: daysAgo(10) });
    const both = "q=posting";
    expect(await titlesOf(`${both}&posted=1`)).toEqual(["Fresh Posting"]);
    expect(await titlesOf(`${both}&posted=7`)).toEqual(["Fresh Posting"]);
    expect((await titlesOf(`${both}&posted=30`)).sort()).toEqual([
      "Fresh Posting",
      "Older Posting",
    ]);
    expect((await titlesOf(`${both}&initiative=equal-pay`)).sort()).toEqual([
      "Fresh Posting",
      "Older Posting",
    ]);
    // A company must have every benefit asked for.
    expect(await titlesOf(`${both}&initiative=equal-pay&initiative=mentorship`)).toEqual([
      "Fresh Posting",
    ]);
  });

  it("refuses an unknown filter value", async () => {
    const response = await t.request({ method: "GET", url: "/api/jobs/public?category=magic" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("category");
  });

  it("sorts newest first, by default and when asked", async () => {
    const newestFirst = ["Backend Engineer", "Product Designer", "Charge Nurse"];
    expect(await titlesOf(`company=${slug}`)).toEqual(newestFirst);
    expect(await titlesOf(`company=${slug}&sort=newest`)).toEqual([
      "Backend Engineer",
      "Product Designer",
      "Charge Nurse",
    ]);
    expect(await titlesOf(`company=${slug}&sort=oldest`)).toEqual([
      "Charge Nurse",
      "Product Designer",
      "Backend Engineer",
    ]);
  });

  it("answers the same with a trailing slash", async () => {
    const plain = await t.request({ method: "GET", url: `/api/jobs/public?company=${slug}` });
    const slashed = await t.request({ method: "GET", url: `/api/jobs/public/?company=${slug}` });
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(plain.json());
    expect(slashed.json().total).toBe(3);
  });
});
