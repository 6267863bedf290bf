import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let adminToken: string;
let companyId: string;

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

async function postJob(overrides: Record<string, unknown>) {
  const response = await t.request({
    method: "POST",
    url: "/api/jobs",
    token: adminToken,
    payload: {
      title: "Data Analyst",
      companyId,
      description: "Analyse data for our teams.",
      applyUrl: "https://example.com/apply",
      status: "published",
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string };
}

async function publicList(query: string) {
  const response = await t.request({ method: "GET", url: `/api/jobs/public?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; title: string; company: { name: string } }[];
    total: number;
  };
}
const titlesOf = async (query: string) => (await publicList(query)).items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signUp("admin");
  companyId = (await postCompany("Kestrel Partners")).id;
  await postJob({ title: "Data Analyst" });
});
afterAll(() => t.close());

describe("job search", () => {
  it("finds partial words", async () => {
    expect(await titlesOf("q=analy")).toContain("Data Analyst");
  });

  it("finds a non-Latin title by a substring", async () => {
    await postJob({ title: "数据分析师", description: "负责数据分析。" });
    expect(await titlesOf(`q=${encodeURIComponent("分析")}`)).toEqual(["数据分析师"]);
    expect(await titlesOf(`q=${encodeURIComponent("数据分析师")}`)).toEqual(["数据分析师"]);
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
    const current = await t.request({
      method: "GET",
      url: `/api/companies/${company.id}`,
      token: adminToken,
    });
    const renamed = await t.request({
      method: "PUT",
      url: `/api/companies/${company.id}`,
      token: adminToken,
      payload: { ...current.json<object>(), name: "Wombat Kitchens" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await publicList("q=wombat")).items.map((i) => i.id)).toEqual([created.id]);
    expect((await publicList("q=wombat")).items[0]?.company).toMatchObject({
      name: "Wombat Kitchens",
    });
    expect((await publicList("q=quokka")).total).toBe(0);
  });
});
