import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppOn, captureLog } from "../testing/log-capture.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const capture = captureLog();
let logged: Awaited<ReturnType<typeof buildAppOn>>;

beforeAll(async () => {
  // Behind a proxy, whose X-Request-Id is taken; the logged app trusts none (TRUST_PROXY unset).
  t = await createTestApp({ TRUST_PROXY: "true" });
  logged = await buildAppOn(t, { log: capture.log, web: "none" });
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe("request ids", () => {
  it("answers with the X-Request-Id the proxy passed on", async () => {
    const id = "7f3c2a9e0b1d4c5e8f6a7b8c9d0e1f2a";
    const response = await t.request({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-request-id"]).toBe(id);
  });

  it("makes a new UUID for each request without one", async () => {
    const first = await t.request({ method: "GET", url: "/api/health" });
    const second = await t.request({ method: "GET", url: "/api/health" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it.each([
    ["a space", "abc def"],
    ["a quote", 'abc"def'],
    ["a percent-escape", "abc%0Adef"],
    ["too long", "a".repeat(129)],
  ])("replaces an id with %s with a new one", async (_what, id) => {
    const response = await t.request({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": id },
    });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("names errors too", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/nothing-here",
      headers: { "x-request-id": "req-404" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-request-id"]).toBe("req-404");
  });

  it("writes the id on the request's log lines, and never a client's own without a proxy", async () => {
    const made = await logged.app.inject({ method: "GET", url: "/api/health" });
    const lines = capture.lines.filter((line) => line.reqId === made.headers["x-request-id"]);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);

    // Without TRUST_PROXY the header comes from the client, who could reuse another's id.
    const chosen = await logged.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "nginx-5d1e0c" },
    });
    expect(chosen.headers["x-request-id"]).toMatch(UUID);

    const forged = 'x"}\n{"level":60,"msg":"forged';
    const answer = await logged.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": forged },
    });
    const id = answer.headers["x-request-id"];
    expect(id).toMatch(UUID);
    expect(capture.lines.filter((line) => line.reqId === id)).toHaveLength(2);
    expect(capture.lines.some((line) => String(line.reqId).includes("forged"))).toBe(false);
  });
});
