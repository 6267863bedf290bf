import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

// What the public sees of companies comes from a cache that follows every write to jobs and
// companies; these check the answers, and that a write (even one behind the app's back) shows.
const t = setUpTestApp();

const createCompany = (name: string, published = true) =>
  t.postAsAdmin<{ id: string; slug: string }>("/api/companies", { name, published });

async function postJobs(companyId: string, count: number, overrides: Record<string, unknown> = {}) {
  for (let n = 0; n < count; n++) {
    await t.postAsAdmin("/api/jobs", {
      title: `Role ${n}`,
      companyId,
      description: "A role.",
      applyUrl: "https://example.com/apply",
      status: "published",
      ...overrides,
    });
  }
}

const hiring = (limit: number, include?: string) =>
  t.services.companies.listHiring({ limit, include });
const names = (list: readonly { name: string }[]) => list.map((company) => company.name);

let zebra: { id: string; slug: string };
let quiet: { id: string; slug: string };
let hidden: { id: string; slug: string };

beforeAll(async () => {
  zebra = await createCompany("Zebra Works");
  const apple = await createCompany("Apple Orchard");
  const mango = await createCompany("Mango Labs");
  quiet = await createCompany("Quiet Co");
  hidden = await createCompany("Hidden Hiring", false);
  await postJobs(zebra.id, 3);
  await postJobs(apple.id, 2);
  await postJobs(mango.id, 1);
  await postJobs(hidden.id, 4);
  // Jobs the public does not see make no company "hiring".
  await postJobs(quiet.id, 1, { status: "draft" });
  await postJobs(quiet.id, 1, { publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
  await postJobs(quiet.id, 1, { expiresAt: new Date(Date.now() - 86_400_000).toISOString() });
});

describe("companies for the job search's filter", () => {
  it("are the published companies with public jobs, by name, only slug and name", async () => {
    const all = await hiring(50);
    expect(all).toEqual([
      { slug: "apple-orchard", name: "Apple Orchard" },
      { slug: "mango-labs", name: "Mango Labs" },
      { slug: "zebra-works", name: "Zebra Works" },
    ]);
  });

  it("keep those with the most public jobs when limited, still by name", async () => {
    expect(names(await hiring(2))).toEqual(["Apple Orchard", "Zebra Works"]);
  });

  it("always include the company asked for, if it is published, with or without jobs", async () => {
    expect(names(await hiring(1, quiet.slug))).toEqual(["Quiet Co", "Zebra Works"]);
    expect(names(await hiring(1, hidden.slug))).toEqual(["Zebra Works"]);
    expect(names(await hiring(1, "no-such-company"))).toEqual(["Zebra Works"]);
  });

  it("follow writes to jobs and companies, also those made behind the app's back", async () => {
    expect(names(await hiring(50))).not.toContain("Quiet Co");
    await postJobs(quiet.id, 1);
    expect(names(await hiring(50))).toContain("Quiet Co");

    await t.services.db.execute(
      sql`update companies set name = 'Zebra Studio' where id = ${zebra.id}`,
    );
    expect(names(await hiring(50))).toEqual([
      "Apple Orchard",
      "Mango Labs",
      "Quiet Co",
      "Zebra Studio",
    ]);
    await t.services.db.execute(sql`update companies set published = false where id = ${zebra.id}`);
    expect(names(await hiring(50))).not.toContain("Zebra Studio");
    await t.services.db.execute(
      sql`update companies set name = 'Zebra Works', published = true where id = ${zebra.id}`,
    );
  });
});

describe("a public company", () => {
  it("is current after a write: its details and its open-job count", async () => {
    const before = await t.services.companies.getPublic(zebra.slug);
    expect(before).toMatchObject({ name: "Zebra Works", openJobs: 3 });
    // The same answer by id and by a differently written slug.
    expect(await t.services.companies.getPublic(zebra.id.toUpperCase())).toEqual(before);
    expect(await t.services.companies.getPublic("ZEBRA-WORKS")).toEqual(before);

    await postJobs(zebra.id, 1);
    expect(await t.services.companies.getPublic(zebra.slug)).toMatchObject({ openJobs: 4 });
    await t.services.db.execute(
      sql`update companies set tagline = 'Stripes' where id = ${zebra.id}`,
    );
    const api = await t.request({ method: "GET", url: `/api/companies/public/${zebra.id}` });
    expect(api.json()).toMatchObject({ tagline: "Stripes", openJobs: 4 });
  });

  it("is not found once unpublished", async () => {
    await t.services.companies.getPublic(quiet.slug);
    await t.services.db.execute(sql`update companies set published = false where id = ${quiet.id}`);
    await expect(t.services.companies.getPublic(quiet.slug)).rejects.toMatchObject({ status: 404 });
    const api = await t.request({ method: "GET", url: `/api/companies/public/${quiet.slug}` });
    expect(api.statusCode).toBe(404);
  });
});
