import { describe, expect, it } from "vitest";
import { jobPayload, setUpJobTests } from "./job-test-setup.ts";

const t = setUpJobTests();

const job = (overrides: Record<string, unknown> = {}) => jobPayload(t.companyId, overrides);
const postJob = (overrides: Record<string, unknown>) => t.postAsAdmin("/api/jobs", job(overrides));

describe("jobs", () => {
  it("creates a job and shows it publicly with its company", async () => {
    const created = await t.asAdmin("POST", "/api/jobs/", job());
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
      const response = await t.asAdmin("POST", "/api/jobs", payload);
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
    const all = await t.asAdmin("GET", "/api/jobs?pageSize=100");
    expect(all.json().total).toBe(list.json().total + 3);
  });

  it("ranks a title match above a description match", async () => {
    await t.request({
      method: "POST",
      url: "/api/jobs",
      token: t.adminToken,
      payload: job({
        title: "Office Coordinator",
        description: "Support our nurse rota and clinic schedule.",
      }),
    });
    await t.request({
      method: "POST",
      url: "/api/jobs",
      token: t.adminToken,
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
    const response = await t.asAdmin(
      "POST",
      "/api/jobs",
      job({ salaryMin: 5000, salaryMax: 4000, salaryCurrency: "SGD" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { salaryMax: expect.any(String) },
    });
  });
});

describe("job writes", () => {
  it("takes back a whole job read with GET, embedded company included", async () => {
    const created = await postJob({ title: "Round Trip", salaryMin: 1, salaryCurrency: "SGD" });
    const url = `/api/jobs/${created.id}`;
    const current = await t.asAdmin("GET", url);
    expect(current.statusCode).toBe(200);
    const item = current.json();
    expect(item.company).toMatchObject({ id: t.companyId, name: "Lotus Analytics" });
    const updated = await t.asAdmin("PUT", url, { ...item, title: "Round Trip Renamed" });
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
        token: t.adminToken,
        payload: job({ companyId: missing }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty("companyId");
    }
  });

  it("refuses to publish a job nobody can apply to, and takes applications here by default", async () => {
    const response = await t.asAdmin(
      "POST",
      "/api/jobs",
      job({ applyMethod: "url", applyUrl: "", applyEmail: null }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("applyUrl");
    const onSite = await t.asAdmin("POST", "/api/jobs", job({ applyUrl: "", applyEmail: null }));
    expect(onSite.json().applyMethod).toBe("onsite");
    const asEmail = await t.asAdmin(
      "POST",
      "/api/jobs",
      job({ applyUrl: null, applyEmail: "jobs@example.com" }),
    );
    expect(asEmail.statusCode).toBe(201);
    expect(asEmail.json().applyMethod).toBe("email");
  });
});
