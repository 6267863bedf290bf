import { describe, expect, it } from "vitest";
import { createErrorChecks } from "../testing/error-checks.ts";
import { setUpTestApp } from "../testing/set-up-test-app.ts";

const t = setUpTestApp();
const { expectError, expectClientError, expectNoStackTraces } = createErrorChecks();

describe("request bodies", () => {
  it("answers malformed JSON with 400 MALFORMED_JSON", async () => {
    for (const [url, token] of [
      ["/api/auth/login", undefined],
      ["/api/companies", t.adminToken],
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
    const company = await t.asAdmin("POST", "/api/companies", { name: "Short Lived" });
    const response = await t.request({
      method: "DELETE",
      url: `/api/companies/${company.json().id}`,
      token: t.adminToken,
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

it("never shows a stack trace in any error response", () => expectNoStackTraces(t));
