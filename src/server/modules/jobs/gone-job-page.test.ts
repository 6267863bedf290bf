import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/**
 * A job that was public and has closed or expired answers 410 with what it was and open jobs
 * like it; one that never was public answers 404. The site is rendered from its sources (Vite).
 */
let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const past = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function company(name: string): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: "/api/companies",
    token,
    payload: { name, initiatives: ["equal-pay"] },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function job(key: string, fields: Record<string, unknown>) {
  const response = await t.request({
    method: "POST",
    url: "/api/jobs",
    token,
    payload: {
      location: "Singapore",
      country: "SG",
      workplace: "hybrid",
      employmentType: "full-time",
      category: "finance",
      description: "Keep the **books**.",
      applyUrl: "https://example.com/apply",
      status: "published",
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[key] = response.json().id;
}

const page = (key: string) => t.request({ method: "GET", url: `/jobs/${ids[key]}` });

beforeAll(async () => {
  t = await createTestApp({}, { web: "vite" });
  token = await t.signUp("admin");
  const lotus = await company("Lotus Ledger");
  const other = await company("Harbour Accounts");
  // Each newer than the last, so "newest first" is this order within a group.
  await job("closed", {
    title: "Payroll Accountant",
    companyId: lotus,
    status: "closed",
    publishedAt: past(40),
  });
  await job("expired", {
    title: "Tax Associate",
    companyId: lotus,
    publishedAt: past(40),
    expiresAt: "2026-01-15T00:00:00.000Z",
  });
  await job("sameCompany", {
    title: "Brand Designer",
    companyId: lotus,
    category: "design",
    country: "MY",
    location: "Kuala Lumpur",
    publishedAt: past(5),
  });
  await job("samePlace", { title: "Finance Analyst SG", companyId: other, publishedAt: past(4) });
  await job("elsewhere", {
    title: "Finance Analyst JP",
    companyId: other,
    country: "JP",
    location: "Tokyo",
    publishedAt: past(3),
  });
  await job("unrelated", {
    title: "Design Lead SG",
    companyId: other,
    category: "design",
    publishedAt: past(2),
  });
  await job("draft", { title: "Draft Controller", companyId: lotus, status: "draft" });
  await job("neverLive", { title: "Closed Unpublished", companyId: lotus, status: "closed" });
}, 120_000);
afterAll(() => t?.close());

describe("a job that is no longer open", () => {
  it("answers 410, not indexed, with its title, its company and open jobs like it", async () => {
    const response = await page("closed");
    expect(response.statusCode).toBe(410);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Payroll Accountant<\/h1>/);
    expect(html).toContain(">Lotus Ledger</a>");
    expect(html).toContain("It has been closed.");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).not.toContain('"JobPosting"');
    // Only open jobs: the same company's first, then the same work in the same place, then the
    // same work elsewhere; not other work elsewhere, nor drafts, nor the closed job itself.
    const shown = ["Brand Designer", "Finance Analyst SG", "Finance Analyst JP"];
    const positions = shown.map((title) => html.indexOf(`>${title}</a>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const hidden of ["Tax Associate", "Design Lead SG", "Draft Controller"])
      expect(html, hidden).not.toContain(`>${hidden}</a>`);
    // Ways on: the company's open jobs, and the same kind of work in the same place.
    expect(html).toContain('href="/jobs?company=lotus-ledger"');
    expect(html).toContain('href="/jobs?location=Singapore&amp;category=finance"');
  });

  it("says when an expired job stopped taking applications", async () => {
    const response = await page("expired");
    expect(response.statusCode).toBe(410);
    expect(response.body).toMatch(
      /Applications closed on(<!-- -->)? <time[^>]*>15 January 2026<\/time>/,
    );
  });

  it("answers 404 for a draft and for a job closed before it was ever published", async () => {
    for (const key of ["draft", "neverLive"]) {
      const response = await page(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.body, key).toContain("Page not found");
    }
  });
});
