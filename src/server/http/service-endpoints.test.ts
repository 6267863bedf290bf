import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
