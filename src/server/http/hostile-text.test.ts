import { describe, expect, it } from "vitest";
import { createErrorChecks } from "../testing/error-checks.ts";
import { setUpTestApp } from "../testing/set-up-test-app.ts";

const t = setUpTestApp({ company: { name: "Errors Inc" } });
const { expectError, expectClientError, expectNoStackTraces } = createErrorChecks();

describe("hostile text never causes a 500", () => {
  const job = (overrides: Record<string, unknown>) => ({
    title: "Analyst",
    companyId: t.companyId,
    description: "Analyse things.",
    ...overrides,
  });
  const signUp = (overrides: Record<string, unknown>) => ({
    name: "Nul",
    email: "nul@example.com",
    // Strong enough to pass the strength check, so the NUL byte is what gets refused.
    password: "quiet-lantern-harbour-42",
    ...overrides,
  });

  it.each([
    ["a NUL byte in a job title", "/api/jobs", job({ title: "Ana\u0000lyst" })],
    ["a NUL byte in a job description", "/api/jobs", job({ description: "x\u0000y" })],
    ["a NUL byte in a company name", "/api/companies", { name: "Nul\u0000Co" }],
    ["a 10,000-character job title", "/api/jobs", job({ title: "T".repeat(10_000) })],
    ["a 10,000-character company name", "/api/companies", { name: "N".repeat(10_000) }],
    ["a NUL byte in a sign-up name", "/api/auth/register", signUp({ name: "Nul\u0000" })],
    ["a NUL byte in an e-mail", "/api/auth/register", signUp({ email: "nul\u0000@example.com" })],
  ])("refuses %s with a 4xx", async (_label, url, payload) => {
    const response = await t.asAdmin("POST", url, payload);
    expectClientError(response);
  });

  it("stores or refuses a lone surrogate, never failing with a 5xx", async () => {
    const response = await t.asAdmin("POST", "/api/blogs", { title: "bad \ud800 text" });
    if (response.statusCode !== 201) expectClientError(response);
  });

  it.each([
    ["a NUL search", "/api/jobs/public?q=%00"],
    ["NUL filters", "/api/jobs/public?q=a%00b&location=%00"],
    ["a 10,000-character search", `/api/jobs/public?q=${"x".repeat(10_000)}`],
    ["a NUL company slug", "/api/companies/public/%00"],
    ["a NUL blog slug", "/api/blogs/public/%00"],
    ["a NUL admin search", "/api/companies?q=%00"],
  ])("answers %s with 200 or a 4xx", async (_label, url) => {
    const response = await t.asAdmin("GET", url);
    if (response.statusCode !== 200) expectClientError(response);
  });

  it("answers a broken percent-encoding in the path with 400", async () => {
    const response = await t.request({ method: "GET", url: "/api/companies/public/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/"stack"/);
  });

  it("answers a broken percent-encoding in the path in the error shape", async () => {
    const response = await t.request({ method: "GET", url: "/api/companies/public/%E0%A4%A" });
    expectError(response, 400);
  });

  it("answers simultaneous creates with the same slug with one 201 and 409s", async () => {
    // They race past the slug check, so the database's unique index decides.
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.asAdmin("POST", "/api/companies", { name: "Race Co", slug: "race-co" }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, "CONFLICT");
    }
  });

  it("never shows a stack trace in any error response", () => expectNoStackTraces(t));
});
