import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

// Public job reads are cached in memory; these check that nothing a reader should see is hidden
// by it: writes made behind the app's back, and jobs going live or expiring with time.
const t = setUpTestApp({ company: { name: "Heron Caching" } });

const postJob = (overrides: Record<string, unknown>) =>
  t.postAsAdmin<{ id: string }>("/api/jobs", {
    title: "Cache Keeper",
    companyId: t.companyId,
    description: "Keeps things.",
    applyUrl: "https://example.com/apply",
    status: "published",
    ...overrides,
  });

async function publicTitles() {
  const response = await t.request({ method: "GET", url: "/api/jobs/public?pageSize=100" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { title: string }[] }).items.map((item) => item.title);
}

describe("cached public job reads", () => {
  it("see a write made directly in the database", async () => {
    const { id } = await postJob({ title: "Before" });
    expect(await publicTitles()).toContain("Before");
    const page = await t.request({ method: "GET", url: `/api/jobs/public/${id}` });
    expect(page.json()).toMatchObject({ title: "Before" });

    await t.services.db.execute(sql`update jobs set title = 'After' where id = ${id}`);
    expect(await publicTitles()).toEqual(expect.arrayContaining(["After"]));
    expect(await publicTitles()).not.toContain("Before");
    const again = await t.request({ method: "GET", url: `/api/jobs/public/${id}` });
    expect(again.json()).toMatchObject({ title: "After" });

    await t.services.db.execute(
      sql`update companies set published = false where id = ${t.companyId}`,
    );
    expect(await publicTitles()).toEqual([]);
    const hidden = await t.request({ method: "GET", url: `/api/jobs/public/${id}` });
    expect(hidden.statusCode).toBe(404);
    await t.services.db.execute(
      sql`update companies set published = true where id = ${t.companyId}`,
    );
  });

  it("see a scheduled job go live and an expiring one go, without any write", async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    await postJob({ title: "Scheduled", publishedAt: soon });
    await postJob({ title: "Expiring", expiresAt: soon });
    const before = await publicTitles();
    expect(before).toContain("Expiring");
    expect(before).not.toContain("Scheduled");

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await publicTitles();
    expect(after).toContain("Scheduled");
    expect(after).not.toContain("Expiring");
  });

  it("share one answer between identical requests without sharing mutable objects", async () => {
    const [first, second] = await Promise.all([
      t.request({ method: "GET", url: "/api/jobs/public?q=cache" }),
      t.request({ method: "GET", url: "/api/jobs/public?q=cache" }),
    ]);
    expect(first.body).toBe(second.body);
    const page = await t.services.jobs.listPublic({ page: 1, pageSize: 20, q: "cache" });
    expect(Object.isFrozen(page.items[0])).toBe(true);
  });
});
