import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiRoute, listApiRoutes } from "../testing/api-routes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { isPersonal, privateOnly } from "./cache-policy.ts";

/**
 * Personal data is never cached: every answer to an authenticated call, and every answer of a
 * route that needs a token (its 401 and 403 too), says `no-store`. Public reads keep theirs.
 * The routes come from the running app (api-routes.ts), so a new endpoint is walked too.
 */
let t: TestApp;
let dataDir: string;
let routes: ApiRoute[];
let adminToken: string;

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** One request per route and method, with ids that exist nowhere: the answers are what count. */
const calls = () =>
  routes.flatMap((route) =>
    route.methods.map((method) => ({
      name: `${method} ${route.path}`,
      method,
      url: route.path.replace(/\/?\{\*\}$/, "/nowhere").replace(/\{\w+\}/g, MISSING_ID),
      documented: !route.hidden,
    })),
  );

const send = (method: HTTPMethods, url: string, token?: string) =>
  t.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(["POST", "PUT", "PATCH"].includes(method) ? { payload: {} } : {}),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "career-cache-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  routes = await listApiRoutes(t.app);
  adminToken = await t.signUp("admin");
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("with an admin's token", () => {
  it("every API route answers no-store, errors included", async () => {
    const statuses = new Map<string, number>();
    for (const call of calls()) {
      // Signing out ends the token it is sent with: that call gets a token of its own.
      const token = call.url.endsWith("/logout") ? await t.signUp("admin") : adminToken;
      const response = await send(call.method, call.url, token);
      statuses.set(call.name, response.statusCode);
      expect(response.headers["cache-control"], `${call.name} → ${response.statusCode}`).toBe(
        "no-store",
      );
    }
    // The walk reached the handlers: the token held to the end, and reads and refusals came.
    expect(calls().length).toBeGreaterThan(60);
    expect([...statuses.values()]).not.toContain(401);
    expect(statuses.get("GET /api/dashboard")).toBe(200);
    expect(statuses.get("GET /api/subscribers.csv")).toBe(200);
    expect(statuses.get("GET /api/jobs/{id}")).toBe(404);
    expect(statuses.get("POST /api/jobs")).toBe(400);
  });
});

describe("without a token", () => {
  it("routes that need one answer 401 with no-store; public reads are not no-store", async () => {
    let refused = 0;
    let publicReads = 0;
    for (const call of calls()) {
      const response = await send(call.method, call.url);
      const cacheControl = response.headers["cache-control"];
      const read = call.method === "GET" || call.method === "HEAD";
      // Readiness changes when the instance begins to drain: never kept, though public.
      const live = call.url === "/api/health/ready";
      if (!read || live || response.statusCode === 401) {
        expect(cacheControl, `${call.name} → ${response.statusCode}`).toBe("no-store");
        if (response.statusCode === 401) refused += 1;
      } else {
        expect(cacheControl ?? "", `${call.name} → ${response.statusCode}`).not.toMatch(/no-store/);
        publicReads += 1;
      }
    }
    expect(refused).toBeGreaterThan(20);
    expect(publicReads).toBeGreaterThan(20);
  });
});

describe("other callers", () => {
  it("a member's 403, a dead token's 401 and a public read sent with a token are no-store", async () => {
    const member = await send("GET", "/api/dashboard", await t.signUp("member"));
    expect(member.statusCode).toBe(403);
    expect(member.headers["cache-control"]).toBe("no-store");
    const deadToken = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";
    const dead = await send("GET", "/api/dashboard", deadToken);
    expect(dead.statusCode).toBe(401);
    expect(dead.headers["cache-control"]).toBe("no-store");
    const publicRead = await send("GET", "/api/jobs/public", deadToken);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers["cache-control"]).toBe("no-store");
  });

  it("uploaded files keep their long, public caching", async () => {
    await mkdir(path.join(dataDir, "uploads"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", "logo.webp"), "RIFF");
    const response = await t.request({ method: "GET", url: "/uploads/logo.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("which pages are personal", () => {
  const page = (url: string) =>
    isPersonal({ url, method: "GET", headers: {}, routeOptions: {} } as never);

  it.each(["/admin", "/admin/", "/admin/jobs/edit/1", "/admin.data", "/admin/login.data?x=1"])(
    "%s: the admin area",
    (url) => expect(page(url)).toBe(true),
  );
  it.each(["/login", "/register", "/login.data", "/register/?next=/jobs"])(
    "%s: signing in",
    (url) => expect(page(url)).toBe(true),
  );
  it.each(["/account", "/ja/account/saved-jobs", "/zh-hant/account.data", "/th/login"])(
    "%s: her account, in any language",
    (url) => expect(page(url)).toBe(true),
  );
  it.each(["/", "/jobs", "/administrators", "/loginx", "/blog/login", "/accounts", "/_root.data"])(
    "%s: public",
    (url) => expect(page(url)).toBe(false),
  );
});

describe("privateOnly", () => {
  it.each([
    ["public, max-age=3600", "private, max-age=3600"],
    ["public, max-age=300, s-maxage=600, proxy-revalidate", "private, max-age=300"],
    ["private, no-cache", "private, no-cache"],
    [undefined, "private"],
    ["no-store", "no-store"],
  ])("%s → %s", (given, expected) => expect(privateOnly(given)).toBe(expected));
});
