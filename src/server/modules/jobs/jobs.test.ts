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
