import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** PUBLIC_URL and ALLOWED_HOSTS as start-up reads them, and the hosts the server answers for. */
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

describe("PUBLIC_URL", () => {
  it.each([
    ["https://jobs.example.com", "https://jobs.example.com"],
    ["https://jobs.example.com/", "https://jobs.example.com"],
    ["http://LOCALHOST:3000/", "http://localhost:3000"],
  ])("%s is the origin %s", (given, origin) => {
    expect(config({ PUBLIC_URL: given }).PUBLIC_URL).toBe(origin);
  });

  it.each(["https://jobs.example.com/careers", "https://jobs.example.com/?a=1", "ftp://x.example"])(
    "refuses %s: every absolute URL is the origin plus a path",
    (given) => {
      expect(() => config({ PUBLIC_URL: given })).toThrow(/PUBLIC_URL/);
    },
  );
});

describe("ALLOWED_HOSTS", () => {
  it("takes host names with optional ports, comma-separated", () => {
    expect(
      config({ ALLOWED_HOSTS: " jobs.example.com, localhost:3000,[::1]:3000 " }),
    ).toMatchObject({ ALLOWED_HOSTS: ["jobs.example.com", "localhost:3000", "[::1]:3000"] });
  });

  it.each(["https://jobs.example.com", "a/b", "jobs.example.com:99999", " , "])(
    "refuses %j",
    (given) => {
      expect(() => config({ ALLOWED_HOSTS: given })).toThrow(/ALLOWED_HOSTS/);
    },
  );
});

describe("start-up warnings", () => {
  it("warn in production without PUBLIC_URL", () => {
    const [warning, ...rest] = configWarnings(config({ NODE_ENV: "production" }));
    expect(warning).toMatch(/PUBLIC_URL is not set/);
    expect(rest).toEqual([]);
  });

  it.each<Record<string, string>>([
    { NODE_ENV: "production", PUBLIC_URL: "https://jobs.example.com" },
    { NODE_ENV: "development" },
  ])("stay quiet for %j", (env) => {
    expect(configWarnings(config(env))).toEqual([]);
  });
});

describe("a server with ALLOWED_HOSTS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ALLOWED_HOSTS: "jobs.example.com,localhost:3000",
      TRUST_PROXY: "true",
      METRICS_TOKEN: "metrics-token-for-tests-0123456789",
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.request({ method: "GET", url, headers });

  it.each(["jobs.example.com", "JOBS.example.com:8443", "jobs.example.com.", "localhost:3000"])(
    "answers for %s",
    async (host) => {
      expect((await get("/api/jobs/public", { host })).statusCode).toBe(200);
    },
  );

  it.each([
    ["GET", "/api/jobs/public", "evil.example"],
    ["GET", "/jobs", "evil.example"],
    ["GET", "/api/docs", "evil.example"],
    ["POST", "/api/auth/login", "jobs.example.com.evil.example"],
    ["GET", "/sitemap.xml", "localhost:4000"],
    ["GET", "/", "localhost"],
  ])("refuses %s %s for %s with 400 in the API's error shape", async (method, url, host) => {
    const response = await t.request({
      method: method as "GET",
      url,
      headers: { host },
      ...(method === "POST" ? { payload: { email: "a@example.com", password: "x" } } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: expect.stringMatching(/host/) },
    });
  });

  it("refuses a foreign X-Forwarded-Host from a trusted proxy: origins are made from it", async () => {
    const response = await get("/api/jobs/public", {
      host: "jobs.example.com",
      "x-forwarded-host": "evil.example",
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers the health checks for any host: load balancers call them by address", async () => {
    for (const url of ["/api/health", "/api/health/", "/api/health/ready"]) {
      const response = await get(url, { host: "10.0.0.7:3000" });
      expect(response.statusCode).toBe(200);
    }
  });

  it("answers the metrics for any host: Prometheus calls them by address", async () => {
    const response = await get("/metrics", {
      host: "10.0.0.7:3000",
      authorization: "Bearer metrics-token-for-tests-0123456789",
    });
    expect(response.statusCode).toBe(200);
  });
});
