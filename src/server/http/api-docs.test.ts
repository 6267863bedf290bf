import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Decision 7: the API documentation is public. What that rests on: it answers anyone, it is
 * honest about which operations need a token (the marker that also makes their answers
 * no-store), and it carries no origin from the request.
 */
type Operation = { security?: Record<string, string[]>[] };
type OpenApiDocument = { servers?: unknown; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({
    method: "GET",
    url: "/api/openapi.json",
    headers: { host: "evil.example" },
  });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe("the API documentation", () => {
  it("opens without a token, and may be cached like any public read", async () => {
    let response = await t.request({ method: "GET", url: "/api/docs" });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = new URL(String(response.headers.location), "http://x").pathname;
      response = await t.request({ method: "GET", url: location });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"] ?? "").not.toMatch(/no-store/);
  });

  it("names no server: no origin from the request's Host header", () => {
    expect(document.servers).toBeUndefined();
    expect(JSON.stringify(document)).not.toContain("evil.example");
  });

  it("documents exactly the operations that refuse anonymous callers as needing a token", async () => {
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path.includes("{*}")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
        const upper = method.toUpperCase() as "GET";
        const response = await t.request({
          method: upper,
          url,
          ...(["POST", "PUT", "PATCH"].includes(upper) ? { payload: {} } : {}),
        });
        const needsToken = (operation.security ?? []).some((entry) => "bearer" in entry);
        expect(needsToken, `${upper} ${path} answered ${response.statusCode}`).toBe(
          response.statusCode === 401,
        );
        checked.push(`${upper} ${path}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["GET /api/dashboard", "GET /api/auth/me"]));
    expect(checked.length).toBeGreaterThan(50);
  });
});
