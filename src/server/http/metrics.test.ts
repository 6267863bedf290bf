import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

let withMetrics: TestApp;
let withoutMetrics: TestApp;

beforeAll(async () => {
  [withMetrics, withoutMetrics] = await Promise.all([
    createTestApp({ METRICS_TOKEN: TOKEN }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withMetrics?.close(), withoutMetrics?.close()]);
});

const scrape = (token = TOKEN) =>
  withMetrics.request({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });

/** The value of one series in the exposition text, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("is not there without METRICS_TOKEN, like any unknown address", async () => {
    const response = await withoutMetrics.request({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${TOKEN.replace(/.$/, "x")}`],
    ["another scheme", `Basic ${TOKEN}`],
  ])("answers 401 in the API's error shape to %s", async (_what, authorization) => {
    const response = await withMetrics.request({
      method: "GET",
      url: "/metrics",
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: expect.any(String) },
    });
    expect(response.body).not.toContain("http_requests_total");
  });

  it("compresses the text for a scraper that accepts gzip", async () => {
    const response = await withMetrics.request({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}`, "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("is left out of the API document", async () => {
    const response = await withMetrics.request({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(response.json().paths)).not.toContain("/metrics");
  });

  it("counts requests per route pattern, with their latency", async () => {
    // Three addresses of one route (none of these companies exists: 404s are counted too).
    for (const slug of ["first", "second", "third"]) {
      await withMetrics.request({ method: "GET", url: `/api/companies/public/${slug}?from=test` });
    }
    await withMetrics.request({ method: "GET", url: "/no/such/address" });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    const route = 'method="GET",route="/api/companies/public/:id"';
    const counted = text
      .split("\n")
      .filter((line) => line.startsWith(`http_requests_total{${route}`))
      .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
    expect(counted).toBe(3);
    expect(text).toMatch(
      new RegExp(`^http_request_duration_seconds_count\\{${route},status="\\d+"\\} \\d`, "m"),
    );
    // An address no route takes is one series, whatever the address.
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain("/no/such/address");
  });

  it("reports the database pool, the public caches, mail and the queues", async () => {
    await withMetrics.request({ method: "GET", url: "/api/jobs/public" });
    await withMetrics.request({ method: "GET", url: "/api/jobs/public" });
    // Without SMTP_URL a delivery attempt fails for good.
    const outboxId = await withMetrics.services.mail.queue(withMetrics.services.db, {
      to: "reader@example.com",
      subject: "Counted",
      text: "A mail for the metrics.",
    });
    await withMetrics.services.mail.deliver(outboxId, { retryCount: 0, retryLimit: 0 });

    const text = (await scrape()).body;
    expect(seriesValue(text, "db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, "db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, "db_pool_waiting_queries")).toBe(0);
    expect(seriesValue(text, "db_pool_max_connections")).toBe(4);
    expect(
      seriesValue(text, 'public_cache_reads_total{cache="jobs",result="hit"}'),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'public_cache_reads_total{cache="jobs",result="miss"}'),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'public_cache_reads_total{cache="companies",result="miss"}'),
    ).toBeDefined();
    expect(seriesValue(text, 'mail_deliveries_total{outcome="failed"}')).toBe(1);
    expect(seriesValue(text, 'mail_deliveries_total{outcome="sent"}')).toBe(0);
    expect(seriesValue(text, 'background_queue_jobs{queue="mail",state="queued"}')).toBeDefined();
    expect(
      seriesValue(text, 'background_queue_jobs{queue="retention",state="failed"}'),
    ).toBeDefined();
    // The process's own: memory, CPU, event loop lag.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});

describe("prom-client", () => {
  it("is imported by http/metrics.ts alone, which app.ts loads only when asked to", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const importers: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      if (/from "prom-client"|import\("prom-client"\)/.test(text)) importers.push(file);
      if (/^import [^;]*"\.\/http\/metrics\.ts"/m.test(text)) importers.push(`${file} (static)`);
    }
    expect(importers).toEqual([path.join("http", "metrics.ts")]);
  });
});
