import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listApiRoutes, routeName } from "../testing/api-routes.ts";
import { problemWith, send, type Tokens } from "../testing/fuzz-client.ts";
import { refreshPools } from "../testing/fuzz-fixtures.ts";
import { requestArbitrary } from "../testing/fuzz-requests.ts";
import { createTestApp } from "../testing/test-app.ts";

/**
 * Property-based fuzzing of every API route the app reports (OpenAPI document + Fastify's route
 * tree), anonymous, as a member and as an admin. Property: never a 5xx; every 4xx is JSON in the
 * error shape with no stack trace. Deterministic: FUZZ_SEED (printed by fast-check on failure)
 * and FUZZ_PATH replay a failure; FUZZ_RUNS scales the number of requests per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_521);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const dataDir = `/tmp/career-fuzz-${randomBytes(4).toString("hex")}`;

// Built before the tests are collected: the route list names the tests.
const t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000" });
const routes = await listApiRoutes(t.app);
const tokens: Tokens = { admin: "", member: "" };
let image: Buffer;
/** Status codes seen per route; FUZZ_STATS=1 prints them, to see what the inputs reach. */
const seen = new Map<string, Map<number, number>>();

/** A fuzzed logout (`bearer <token>` counts) kills a token: sign in again when it has. */
async function renewTokens() {
  for (const role of ["admin", "member"] as const) {
    if (!(await t.services.auth.userForToken(tokens[role]))) tokens[role] = await t.signUp(role);
  }
}

/** A request that never gets an answer holds a connection for ever: that fails too. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

beforeAll(async () => {
  tokens.admin = await t.signUp("admin");
  tokens.member = await t.signUp("member");
  image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#be185d" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [name, counts] of seen) {
      const line = [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(`${name.padEnd(52)} ${line.join(" ")}`);
    }
  }
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the routes fuzzed", () => {
  it("are every route of the app, hidden ones included", () => {
    const names = routes.map(routeName);
    expect(routes.length).toBeGreaterThanOrEqual(55);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/auth/login",
        "GET|HEAD /api/jobs/public/{id}",
        "PUT /api/events/{id}/status",
        "POST /api/uploads",
        "GET|HEAD /api/openapi.json",
        "GET|HEAD /api/docs",
      ]),
    );
    expect(names.find((name) => name.endsWith(" /api/{*}"))).toMatch(/POST.*PATCH|PATCH.*POST/);
  });
});

describe.each(routes.map((route) => [routeName(route), route] as const))("%s", (_name, route) => {
  it(
    "never answers 5xx, and every 4xx is a JSON error without a stack trace",
    async () => {
      // A route that timed out mid-logout may have left a dead token behind.
      await renewTokens();
      const pools = await refreshPools(t, tokens.admin);
      const isLogout = route.path.endsWith("/logout");
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, pools, image), async (request) => {
          const response = await withDeadline(send(t.app, request, tokens), 10_000);
          if (isLogout) await renewTokens();
          const counts = seen.get(routeName(route)) ?? new Map<number, number>();
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          seen.set(routeName(route), counts);
          const problem = problemWith(request, response);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED, path: process.env.FUZZ_PATH, endOnFailure: true },
      );
    },
    Math.max(60_000, RUNS * 500),
  );
});
