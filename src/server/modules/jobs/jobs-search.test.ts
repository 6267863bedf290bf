import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_RESULTS_MAX } from "#shared/constants.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp({ company: { name: "Kestrel Partners" } });

const postCompany = (name: string) =>
  t.postAsAdmin<{ id: string; slug: string }>("/api/companies", { name });

const postJob = (overrides: Record<string, unknown>) =>
  t.postAsAdmin("/api/jobs", {
    title: "Data Analyst",
    companyId: t.companyId,
    description: "Analyse data for our teams.",
    applyUrl: "https://example.com/apply",
    status: "published",
    ...overrides,
  });

async function publicList(query: string) {
  const response = await t.request({ method: "GET", url: `/api/jobs/public?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; title: string; company: { name: string } }[];
    total: number;
    capped?: boolean;
  };
}
const titlesOf = async (query: string) => (await publicList(query)).items.map((i) => i.title);

beforeAll(async () => {
  await postJob({ title: "Data Analyst" });
});

describe("job search", () => {
  it("finds partial words", async () => {
    expect(await titlesOf("q=analy")).toContain("Data Analyst");
  });

  it("finds a non-Latin title by a substring", async () => {
    await postJob({ title: "数据分析师", description: "负责数据分析。" });
    expect(await titlesOf(`q=${encodeURIComponent("分析")}`)).toEqual(["数据分析师"]);
    // The whole title as typed first, then the same job in English through the synonyms.
    expect(await titlesOf(`q=${encodeURIComponent("数据分析师")}`)).toEqual([
      "数据分析师",
      "Data Analyst",
    ]);
  });

  it("ranks title over company name over description", async () => {
    const zephyr = await postCompany("Zephyr Holdings");
    await postJob({ title: "Filing Clerk", description: "Files for the zephyr project." });
    await postJob({ title: "Accountant", companyId: zephyr.id, description: "Books." });
    await postJob({ title: "Zephyr Engineer", description: "Builds things." });
    expect(await titlesOf("q=zephyr")).toEqual(["Zephyr Engineer", "Accountant", "Filing Clerk"]);
  });

  it("follows a company rename", async () => {
    const company = await postCompany("Quokka Foods");
    const created = await postJob({ title: "Chef", companyId: company.id, description: "Cook." });
    expect((await publicList("q=quokka")).items.map((i) => i.id)).toEqual([created.id]);
    const current = await t.asAdmin("GET", `/api/companies/${company.id}`);
    const renamed = await t.asAdmin("PUT", `/api/companies/${company.id}`, {
      ...current.json<object>(),
      name: "Wombat Kitchens",
    });
    expect(renamed.statusCode).toBe(200);
    expect((await publicList("q=wombat")).items.map((i) => i.id)).toEqual([created.id]);
    expect((await publicList("q=wombat")).items[0]?.company).toMatchObject({
      name: "Wombat Kitchens",
    });
    expect((await publicList("q=quokka")).total).toBe(0);
  });

  it("ranks a description-only match by date, below title and company matches", async () => {
    await postJob({
      title: "Gardener",
      description: "Tend the ibis garden.",
      publishedAt: "2026-01-01T00:00:00Z",
    });
    await postJob({
      title: "Porter",
      description: "Ibis ibis ibis ibis ibis.",
      publishedAt: "2025-01-01T00:00:00Z",
    });
    await postJob({
      title: "Ibis Warden",
      description: "Watch birds.",
      publishedAt: "2024-01-01T00:00:00Z",
    });
    expect(await titlesOf("q=ibis")).toEqual(["Ibis Warden", "Gardener", "Porter"]);
  });

  it("sorts a search's matches by the order asked", async () => {
    const salaries = { "Osprey Analyst": 9000, "Osprey Buyer": 4000, "Osprey Clerk": 6500 };
    for (const [title, salary] of Object.entries(salaries)) {
      await postJob({ title, salaryMin: salary, salaryCurrency: "USD", salaryPeriod: "month" });
    }
    const byTitle = ["Osprey Analyst", "Osprey Buyer", "Osprey Clerk"];
    const admin = async (sort: string) => {
      const response = await t.asAdmin("GET", `/api/jobs?q=osprey&sort=${sort}`);
      return (response.json() as { items: { title: string }[] }).items.map((i) => i.title);
    };
    expect(await admin("title")).toEqual(byTitle);
    expect(await admin("-title")).toEqual([...byTitle].reverse());
    expect(await admin("-updatedAt")).toEqual([...byTitle].reverse());
    expect(await titlesOf("q=osprey&sort=salary")).toEqual([
      "Osprey Analyst",
      "Osprey Clerk",
      "Osprey Buyer",
    ]);
  });

  it("ranks, pages and counts only the newest matches of a very common word", async () => {
    // One more match than a search considers, each a day older than the one before; the oldest
    // has the word in its title, so the ranking would put it first if it were considered.
    const overflow = SEARCH_RESULTS_MAX + 1;
    await t.services.db.execute(sql`
      insert into jobs (title, company_id, description, status, published_at, apply_url)
      select case when n = ${overflow} then 'Numbat Warden' else 'Keeper ' || n end, ${t.companyId},
             'Care for the numbat colony.', 'published', now() - make_interval(days => n),
             'https://example.com/apply'
        from generate_series(1, ${overflow}) n`);

    const first = await publicList("q=numbat");
    expect(first).toMatchObject({ total: SEARCH_RESULTS_MAX, capped: true });
    expect(first.items.map((item) => item.title)).not.toContain("Numbat Warden");

    const pages = SEARCH_RESULTS_MAX / 100;
    const last = await publicList(`q=numbat&pageSize=100&page=${pages}`);
    expect(last.items).toHaveLength(100);
    expect(last.items.at(-1)?.title).toBe(`Keeper ${SEARCH_RESULTS_MAX}`);
    // A page past the end has no jobs, and still says how many there are.
    expect(await publicList(`q=numbat&pageSize=100&page=${pages + 1}`)).toMatchObject({
      items: [],
      total: SEARCH_RESULTS_MAX,
      capped: true,
    });

    // A narrower search is counted exactly, and a list without a search is never limited.
    const narrow = await publicList("q=warden");
    expect(narrow.items.map((item) => item.title)).toContain("Numbat Warden");
    expect(narrow.capped).toBeUndefined();
    expect((await publicList("pageSize=1")).total).toBeGreaterThan(SEARCH_RESULTS_MAX);
  });
});
