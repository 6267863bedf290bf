import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../db/client.ts";
import { freePort } from "../../lib/free-port.ts";
import { buildAppOn, captureLog } from "../../testing/log-capture.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health/ready", () => {
  it("answers 200 while the instance serves and its database answers", async () => {
    const response = await t.request({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once shutdown has begun, while the instance still serves", async () => {
    const draining = await buildAppOn(t, { log: captureLog().log, web: "none" });
    try {
      // What main.ts does first on SIGTERM, SHUTDOWN_DELAY_SECONDS before it closes the app.
      draining.app.readiness.draining = true;
      const ready = await draining.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe("UNAVAILABLE");
      expect(ready.headers["retry-after"]).toBe("2");
      expect(ready.headers["cache-control"]).toBe("no-store");
      // Liveness and everything else are still answered until the server closes.
      const live = await draining.app.inject({ method: "GET", url: "/api/health" });
      expect(live.statusCode).toBe(200);
      const jobs = await draining.app.inject({ method: "GET", url: "/api/jobs/public" });
      expect(jobs.statusCode).toBe(200);
      // Each answer ends its connection, so a balancer's kept-alive ones are gone before close.
      expect(jobs.headers.connection).toBe("close");
    } finally {
      await draining.close();
    }
  });

  it("sends a retrying proxy's idempotent requests elsewhere while draining, and waits for it", async () => {
    const draining = await buildAppOn(t, { log: captureLog().log, web: "none" });
    const proxied = { "x-proxy-retries": "idempotent" };
    try {
      const before = Date.now();
      await draining.app.readiness.settled();
      // No proxy has sent anything: nothing to wait for.
      expect(Date.now() - before).toBeLessThan(50);

      draining.app.readiness.draining = true;
      const read = await draining.app.inject({ url: "/api/jobs/public", headers: proxied });
      expect(read.statusCode).toBe(503);
      expect(read.json().error.code).toBe("UNAVAILABLE");
      expect(read.headers).toMatchObject({ connection: "close", "retry-after": "1" });
      // A write is served to the end: the proxy could not resend it.
      const write = await draining.app.inject({
        method: "POST",
        url: "/api/newsletter",
        headers: proxied,
        payload: { email: "draining@example.com" },
      });
      expect(write.statusCode).toBeLessThan(300);
      // Without the header nobody would resend it: served.
      expect((await draining.app.inject({ url: "/api/jobs/public" })).statusCode).toBe(200);

      const waiting = Date.now();
      await draining.app.readiness.settled();
      expect(Date.now() - waiting).toBeGreaterThanOrEqual(150);
    } finally {
      await draining.close();
    }
  });

  it("turns to draining when the app closes, whoever closes it", async () => {
    const closing = await buildAppOn(t, { log: captureLog().log, web: "none" });
    expect(closing.app.readiness.draining).toBe(false);
    await closing.close();
    expect(closing.app.readiness.draining).toBe(true);
  });

  it("answers 503 when the database does not answer", async () => {
    // A real pool, on a port where no PostgreSQL listens.
    const unreachable = connectDatabase(
      `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      captureLog().log,
      1,
    );
    const broken = await buildAppOn(
      { ...t, services: { ...t.services, db: unreachable } },
      { log: captureLog().log, web: "none" },
    );
    try {
      const response = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("UNAVAILABLE");
    } finally {
      await broken.close();
      await unreachable.$client.end();
    }
  });
});
