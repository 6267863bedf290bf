import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarming, buildAppOn, captureLog } from "../testing/log-capture.ts";
import { type TrickleResult, trickle } from "../testing/slow-upload.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { SERVER_TIMEOUTS, type ServerTimeouts } from "./timeouts.ts";

/**
 * Slow and idle clients on a real socket, against an app with the production time-outs
 * shortened (the same mechanism, seconds instead of half a minute): none may hold a connection
 * past its time-out, and each is cut off with an answer in the error shape where HTTP has one.
 */

const SHORT: ServerTimeouts = {
  request: 3000,
  headers: 1500,
  keepAlive: 500,
  idle: 2500,
  check: 100,
};
/** Node waits this much past the keep-alive time-out before it closes (keepAliveTimeoutBuffer). */
const KEEP_ALIVE_BUFFER = 1000;
/** A shared two-core machine answers late; nothing here is cut off early. */
const SLACK = 1200;

const capture = captureLog();
let t: TestApp;
let shortApp: Awaited<ReturnType<typeof buildAppOn>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  shortApp = await buildAppOn(t, { log: capture.log, web: "none", timeouts: SHORT });
  await shortApp.app.listen({ port: 0, host: "127.0.0.1" });
  port = (shortApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await shortApp?.close();
  await t?.close();
});

const loginHead = (length: number) =>
  [
    "POST /api/auth/login HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");

function expectTimedOut(result: TrickleResult, limit: number) {
  const summary = JSON.stringify(result);
  expect(result.status, summary).toBe(408);
  expect(JSON.parse(result.body), summary).toEqual({
    error: { code: "REQUEST_TIMEOUT", message: expect.any(String) },
  });
  expect(result.closedAfterMs, summary).toBeGreaterThanOrEqual(limit - 50);
  expect(result.closedAfterMs, summary).toBeLessThan(limit + SHORT.check + SLACK);
}

describe("the production time-outs", () => {
  it("are what the server runs with", () => {
    const server = t.app.server as typeof t.app.server & { connectionsCheckingInterval: number };
    expect({
      request: server.requestTimeout,
      headers: server.headersTimeout,
      keepAlive: server.keepAliveTimeout,
      idle: server.timeout,
      check: server.connectionsCheckingInterval,
    }).toEqual(SERVER_TIMEOUTS);
  });

  it("cut a trickled body off within about 30 s, and outlast a proxy's idle connections", () => {
    // Node looks for late requests once per check: the cut-off comes by request + check.
    expect(SERVER_TIMEOUTS.request + SERVER_TIMEOUTS.check).toBeLessThanOrEqual(31_000);
    expect(SERVER_TIMEOUTS.headers).toBeLessThanOrEqual(SERVER_TIMEOUTS.request);
    // nginx's upstream keepalive_timeout and AWS load balancers' idle time-out are 60 s.
    expect(SERVER_TIMEOUTS.keepAlive).toBeGreaterThan(60_000);
  });
});

describe("a client that trickles", () => {
  it("a body, a byte a second, is answered 408 and cut off at the request time-out", async () => {
    const result = await trickle({
      port,
      head: loginHead(1000),
      drip: "x".repeat(1000),
      intervalMs: 1000,
      maxMs: SHORT.request * 3,
    });
    expectTimedOut(result, SHORT.request);
  });

  it("its headers is answered 408 and cut off at the headers time-out", async () => {
    const result = await trickle({
      port,
      drip: `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(200)}`,
      intervalMs: 100,
      maxMs: SHORT.request * 3,
    });
    expectTimedOut(result, SHORT.headers);
  });

  it("a body that still arrives in time gets its answer", async () => {
    const body = JSON.stringify({ email: "slow@example.com", password: "not-the-password" });
    const result = await trickle({
      port,
      head: loginHead(body.length),
      drip: body,
      intervalMs: 10,
      maxMs: SHORT.request,
    });
    expect(result.status, JSON.stringify(result)).toBe(401);
  });
});

describe("an idle client", () => {
  it("that never sends a byte is answered 408 and cut off at the headers time-out", async () => {
    // Node counts a new connection's first request from the moment it connects.
    expectTimedOut(await trickle({ port, maxMs: SHORT.request * 3 }), SHORT.headers);
  });

  it("kept alive after an answer is disconnected after the keep-alive time-out", async () => {
    const result = await trickle({
      port,
      head: "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      maxMs: SHORT.idle * 3,
    });
    expect(result.status).toBe(200);
    const limit = SHORT.keepAlive + KEEP_ALIVE_BUFFER;
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(limit - 50);
    expect(result.closedAfterMs).toBeLessThan(limit + SLACK);
  });
});

describe("shutting down", () => {
  it("does not wait the production keep-alive time-out for a connection answered meanwhile", async () => {
    const app = await buildAppOn(t, { log: capture.log, web: "none" });
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = connect((app.app.server.address() as AddressInfo).port, "127.0.0.1");
    socket.on("error", () => {});
    const answered = new Promise((resolve) => socket.once("data", resolve));
    // A request in flight when the shutdown starts: its body is not all there yet.
    const body = JSON.stringify({ email: "late@example.com", password: "not-the-password" });
    socket.write(loginHead(body.length) + body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const closed = app.close();
    socket.write(body.slice(5));
    await answered;
    await closed;
    socket.destroy();
    // preClose shortens the keep-alive time-out to 100 ms (plus Node's second); 72 s otherwise.
    expect(Date.now() - started).toBeLessThan(KEEP_ALIVE_BUFFER + 100 + SLACK * 2);
  });
});

describe("the log", () => {
  it("shows no error and no stack trace for any of these clients", () => {
    expect(alarming(capture.lines)).toEqual([]);
  });
});
