import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildAppOn, captureLog } from "./log-capture.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Tests of the server with the built site need build/: it is made when missing (a few seconds).
 * An existing build is used as it is, even if older than the sources: these tests are about
 * the server around the site, and rebuilding would pull assets from under a running e2e server.
 */
export function ensureSiteBuild(): void {
  if (existsSync("build/server/index.js")) return;
  execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
}

/**
 * A test app serving the built site, with its log kept for the test: made before the file's
 * tests (listening on a free port when asked) and closed after them.
 */
export function builtSiteForTests(options: { listen?: boolean } = {}) {
  const capture = captureLog();
  let t: TestApp | undefined;
  let site: Awaited<ReturnType<typeof buildAppOn>> | undefined;
  let port = 0;
  beforeAll(async () => {
    ensureSiteBuild();
    t = await createTestApp();
    site = await buildAppOn(t, { log: capture.log, web: "build" });
    if (!options.listen) return;
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });
  return {
    capture,
    get app(): FastifyInstance {
      if (!site) throw new Error("The built site starts in beforeAll");
      return site.app;
    },
    get port(): number {
      return port;
    },
  };
}
