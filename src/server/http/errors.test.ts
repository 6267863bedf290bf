import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let adminToken: string;
let companyId: string;

/** Every error response the tests saw: checked at the end for leaked stack traces. */
const seenErrors: LightMyRequestResponse[] = [];

/** The API's error shape, and nothing else. */
function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  seenErrors.push(response);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toEqual({
    code: code ?? expect.any(String),
    message: expect.any(String),
    ...(body.error.fields ? { fields: expect.any(Object) } : {}),
  });
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

/** Bad input may be refused however the server likes, as long as it is the client's fault. */
function expectClientError(response: LightMyRequestResponse) {
  seenErrors.push(response);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.json().error.code).toEqual(expect.any(String));
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signUp("admin");
  const company = await t.request({
    method: "POST",
    url: "/api/companies",
    token: adminToken,
    payload: { name: "Errors Inc" },
  });
  expect(company.statusCode).toBe(201);
  companyId = company.json().id;
});
afterAll(() => t.close());

describe("request bodies", () => {
  it("answers malformed JSON with 400 MALFORMED_JSON", async () => {
    for (const [url, token] of [
      ["/api/auth/login", undefined],
      ["/api/companies", adminToken],
    ] as const) {
      const response = await t.request({
        method: "POST",
        url,
        token,
        headers: { "content-type": "application/json" },
        payload: '{"email": "a@example.com", ',
      });
      expectError(response, 400, "MALFORMED_JSON");
    }
  });

  it("answers a JSON body over 1 MiB with 413", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) },
    });
    expectError(response, 413, "PAYLOAD_TOO_LARGE");
  });

  const postAs = (contentType: string, payload: string) =>
    t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": contentType },
      payload,
    });

  it.each([
    ["application/x-www-form-urlencoded", "email=a%40example.com&password=password123"],
    ["application/xml", "<login/>"],
  ])("answers a %s body with 415", async (contentType, payload) => {
    expectError(await postAs(contentType, payload), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers a text/plain body with 415", async () => {
    const payload = '{"email":"a@example.com","password":"password123"}';
    expectError(await postAs("text/plain", payload), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("takes a JSON content type with no body as no body, as the web client sends on DELETE", async () => {
    const company = await t.request({
      method: "POST",
      url: "/api/companies",
      token: adminToken,
      payload: { name: "Short Lived" },
    });
    const response = await t.request({
      method: "DELETE",
      url: `/api/companies/${company.json().id}`,
      token: adminToken,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(204);
    const logout = await t.request({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "content-type": "application/json" },
    });
    expect(logout.statusCode).toBe(204);
  });

  it("still refuses prototype poisoning in JSON", async () => {
    expectClientError(await postAs("application/json", '{"name":"x","__proto__":{"admin":true}}'));
  });
});

describe("routes and parameters", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api/jobs/public/extra/segments"],
    ["POST", "/api/health"],
    ["PATCH", "/api/jobs"],
  ] as const)("answers an unknown API route (%s %s) with a JSON 404", async (method, url) => {
    const response = await t.request({ method, url });
    expectError(response, 404, "NOT_FOUND");
  });

  it("answers a public job lookup with a non-uuid id with 400, not 500", async () => {
    const response = await t.request({ method: "GET", url: "/api/jobs/public/not-a-uuid" });
    const error = expectError(response, 400, "VALIDATION_FAILED");
    expect(error.fields).toHaveProperty("id");
  });

  it.each([
    "/api/companies/public/some-unknown-slug",
    "/api/jobs/public/00000000-0000-4000-8000-000000000000",
  ])("answers GET %s with 404", async (url) => {
    expectError(await t.request({ method: "GET", url }), 404, "NOT_FOUND");
  });

  it.each([
    "page=-1",
    "page=0",
    "page=abc",
    "page=1.5",
    "pageSize=1000",
    "pageSize=0",
    "page=99999999999999999999",
    "category=astronaut",
    "sort=drop-table",
  ])("answers the query %s with 400", async (query) => {
    const response = await t.request({ method: "GET", url: `/api/jobs/public?${query}` });
    expectError(response, 400, "VALIDATION_FAILED");
  });

  it("accepts a page size of 100 and a page past the end", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/jobs/public?page=50&pageSize=100",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], page: 50, pageSize: 100 });
  });
});

describe("hostile text never causes a 500", () => {
  const job = (overrides: Record<string, unknown>) => ({
    title: "Analyst",
    companyId,
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
    const response = await t.request({ method: "POST", url, token: adminToken, payload });
    expectClientError(response);
  });

  it("stores or refuses a lone surrogate, never failing with a 5xx", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/blogs",
      token: adminToken,
      payload: { title: "bad \ud800 text" },
    });
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
    const response = await t.request({ method: "GET", url, token: adminToken });
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
        t.request({
          method: "POST",
          url: "/api/companies",
          token: adminToken,
          payload: { name: "Race Co", slug: "race-co" },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, "CONFLICT");
    }
  });

  it("never shows a stack trace in any error response", async () => {
    // Provoke a few errors here too, so the check means something when this test runs alone.
    for (const url of ["/api/jobs/public/not-a-uuid", "/api/blogs/public/%00", "/api/nope"]) {
      seenErrors.push(await t.request({ method: "GET", url }));
    }
    for (const response of seenErrors) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/"stack"/);
      expect(response.body).not.toMatch(/\bat \S+ \(?\S+:\d+:\d+\)?/);
      expect(response.body).not.toMatch(/node_modules|\/src\/server|\.ts:\d+/);
    }
  });
});

describe("service endpoints", () => {
  it("sends security headers on API responses", async () => {
    const response = await t.request({ method: "GET", url: "/api/jobs/public" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain HTTP here: HSTS only over HTTPS (security-headers.test.ts).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["content-security-policy"]).toMatch(/object-src 'none'/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends security headers on error responses too", async () => {
    const response = await t.request({ method: "GET", url: "/api/nothing-here" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("reports health with the database", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("publishes the OpenAPI document", async () => {
    const response = await t.request({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/jobs/public",
        "/api/auth/login",
        "/api/auth/register",
        "/api/events/{id}/status",
        "/api/companies/public/{id}",
      ]),
    );
    expect(document.paths["/api/jobs/"] ?? document.paths["/api/jobs"]).toHaveProperty("post");
  });

  it.each(["/api/docs", "/api/docs/"])("serves the API docs at %s as HTML", async (url) => {
    let response = await t.request({ method: "GET", url });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = String(response.headers.location);
      response = await t.request({ method: "GET", url: new URL(location, "http://x").pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});
