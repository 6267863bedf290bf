import { expect } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** A test app with an admin and one company, "Lotus Analytics", for jobs to belong to. */
export async function setUpJobTests() {
  const t = await createTestApp();
  const adminToken = await t.signUp("admin");
  const company = await t.request({
    method: "POST",
    url: "/api/companies",
    token: adminToken,
    payload: { name: "Lotus Analytics", initiatives: ["equal-pay"] },
  });
  expect(company.statusCode).toBe(201);
  return { t, adminToken, companyId: company.json().id as string };
}

/** A job that can go straight on the site, with `overrides`. */
export const jobPayload = (companyId: string, overrides: Record<string, unknown> = {}) => ({
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

/** Creates something as the admin and answers it (a 201 is expected). */
export async function postAsAdmin<T = { id: string; title: string }>(
  t: TestApp,
  adminToken: string,
  url: string,
  payload: object,
): Promise<T> {
  const response = await t.request({ method: "POST", url, token: adminToken, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as T;
}
