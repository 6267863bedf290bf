import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let adminToken: string;
let companyId: string;

const job = (overrides: Record<string, unknown> = {}) => ({
  title: "Data Analyst",
  companyId,
  location: "Singapore",
  country: "SG",
  workplace: "hybrid",
  employmentType: "full-time",
  category: "technology",
  description: "Analyse data for our **teams**.",
  applyUrl: "https://example.com/apply",
  status: "published",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signUp("admin");
  const company = await t.request({
    method: "POST",
    url: "/api/companies",
    token: adminToken,
    payload: { name: "Lotus Analytics", initiatives: ["equal-pay"] },
  });
  expect(company.statusCode).toBe(201);
  companyId = company.json().id;
});
afterAll(() => t.close());

describe("jobs", () => {
  it("creates a job and shows it publicly with its company", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/jobs/",
      token: adminToken,
      payload: job(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const found = await t.request({ method: "GET", url: `/api/jobs/public/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      title: "Data Analyst",
      company: { name: "Lotus Analytics", slug: "lotus-analytics" },
    });
    expect(found.json().publishedAt).toBeTruthy();
  });

  it("hides drafts, closed and expired jobs from the public", async () => {
    const hidden = [
      job({ title: "Draft role", status: "draft" }),
      job({ title: "Closed role", status: "closed" }),
      job({ title: "Expired role", expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    ];
    for (const payload of hidden) {
      const response = await t.request({
        method: "POST",
        url: "/api/jobs",
        token: adminToken,
        payload,
      });
      expect(response.statusCode).toBe(201);
      const publicLookup = await t.request({
        method: "GET",
        url: `/api/jobs/public/${response.json().id}`,
      });
      expect(publicLookup.statusCode).toBe(404);
    }
    const list = await t.request({ method: "GET", url: "/api/jobs/public?pageSize=100" });
    const titles = list.json().items.map((item: { title: string }) => item.title);
    expect(titles).not.toContain("Draft role");
    expect(titles).not.toContain("Closed role");
    expect(titles).not.toContain("Expired role");
    const all = await t.request({
      method: "GET",
      url: "/api/jobs?pageSize=100",
      token: adminToken,
    });
    expect(all.json().total).toBe(list.json().total + 3);
  });

  it("ranks a title match above a description match", async () => {
    await t.request({
      method: "POST",
      url: "/api/jobs",
      token: adminToken,
      payload: job({
        title: "Office Coordinator",
        description: "Support our nurse rota and clinic schedule.",
      }),
    });
    await t.request({
      method: "POST",
      url: "/api/jobs",
      token: adminToken,
      payload: job({
        title: "Registered Nurse",
        category: "healthcare",
        description: "Care for patients.",
      }),
    });
    const response = await t.request({ method: "GET", url: "/api/jobs/public?q=nurse" });
    const titles = response.json().items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(["Registered Nurse", "Office Coordinator"]);
  });

  it("rejects a job whose maximum salary is below its minimum", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/jobs",
      token: adminToken,
      payload: job({ salaryMin: 5000, salaryMax: 4000, salaryCurrency: "SGD" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { salaryMax: expect.any(String) },
    });
  });
});

type Listed = { items: { id: string; title: string; [key: string]: unknown }[]; total: number };

async function postJob(overrides: Record<string, unknown>) {
  const response = await t.request({
    method: "POST",
    url: "/api/jobs",
    token: adminToken,
    payload: job(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string };
}

async function postCompany(name: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/companies",
    token: adminToken,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string };
}

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

describe("job writes", () => {
  it("takes back a whole job read with GET, embedded company included", async () => {
    const created = await postJob({ title: "Round Trip", salaryMin: 1, salaryCurrency: "SGD" });
    const url = `/api/jobs/${created.id}`;
    const current = await t.request({ method: "GET", url, token: adminToken });
    expect(current.statusCode).toBe(200);
    const item = current.json();
    expect(item.company).toMatchObject({ id: companyId, name: "Lotus Analytics" });
    const updated = await t.request({
      method: "PUT",
      url,
      token: adminToken,
      payload: { ...item, title: "Round Trip Renamed" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      title: "Round Trip Renamed",
      publishedAt: item.publishedAt,
      createdAt: item.createdAt,
      salaryMin: 1,
    });
    const stored = await t.request({ method: "GET", url: `/api/jobs/public/${created.id}` });
    expect(stored.json().title).toBe("Round Trip Renamed");
  });

  it("refuses a company that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["POST", "/api/jobs"],
      ["PUT", `/api/jobs/${(await postJob({ title: "Kept" })).id}`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token: adminToken,
        payload: job({ companyId: missing }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty("companyId");
    }
  });

  it("refuses to publish a job nobody can apply to", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/jobs",
      token: adminToken,
      payload: job({ applyUrl: "", applyEmail: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("applyUrl");
    const asEmail = await t.request({
      method: "POST",
      url: "/api/jobs",
      token: adminToken,
      payload: job({ applyUrl: null, applyEmail: "jobs@example.com" }),
    });
    expect(asEmail.statusCode).toBe(201);
  });
});
