import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { HttpError } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";
import type { Services } from "../services.ts";
import { SERVED_METHODS } from "./request-guards.ts";

/** Seconds: from a cached API answer (a few ms) to a slow page, an upload, a request time-out. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A scrape answers even when the database does not: the queue counts are left out after this. */
const QUEUE_READ_TIMEOUT_MS = 2_000;
const KNOWN_METHODS = new Set(SERVED_METHODS);

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <METRICS_TOKEN>` only.
 * app.ts imports this file only when METRICS_TOKEN is set, so a site without metrics never
 * loads prom-client. The services keep plain counters; they are read here at scrape time.
 */
export function registerMetrics(app: FastifyInstance, token: string): void {
  // A registry per app, not prom-client's global one: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  registerPoolMetrics(app.services, registry);
  registerServiceCounters(app.services, registry);
  registerPageCacheCounters(app, registry);
  registerQueueMetrics(app.services, registry, app.log);

  const authorised = bearerCheck(token);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!authorised(request.headers.authorization)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new HttpError(
        401,
        "UNAUTHENTICATED",
        "The metrics need the bearer token METRICS_TOKEN",
      );
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Compares SHA-256 digests, of one length whatever was sent: the time taken tells nothing. */
function bearerCheck(token: string): (header: string | undefined) => boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer +(\S+)$/i.exec(header ?? "")?.[1] ?? "";
    return timingSafeEqual(digest(given), expected);
  };
}

/** Request rate and latency per route pattern: a bounded set of series, whatever is requested. */
function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route and status",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : "other",
      // The pattern (`/api/jobs/public/:id`), never the address: ids and queries add no series.
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** The node-postgres pool as it is at scrape time: queries waiting means the pool is too small. */
function registerPoolMetrics(services: Services, registry: Registry): void {
  const pool = services.db.$client;
  const gauges: [name: string, help: string, read: () => number][] = [
    [
      "db_pool_connections",
      "Connections the pool holds open, in use or idle",
      () => pool.totalCount,
    ],
    ["db_pool_idle_connections", "Open connections not in use", () => pool.idleCount],
    ["db_pool_waiting_queries", "Queries waiting for a free connection", () => pool.waitingCount],
    ["db_pool_max_connections", "The most connections the pool opens", () => pool.options.max],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/** The page cache's reads (http/page-cache/), when the site is served with it. */
function registerPageCacheCounters(app: FastifyInstance, registry: Registry): void {
  new Counter({
    name: "page_cache_reads_total",
    help:
      "Anonymous page requests by where the page came from: hit (this instance's memory), " +
      "shared (Redis), miss (rendered)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const counts = app.hasDecorator("pageCache") ? app.pageCache?.counts : undefined;
      if (!counts) return;
      this.inc({ result: "hit" }, counts.hits);
      this.inc({ result: "shared" }, counts.sharedHits);
      this.inc({ result: "miss" }, counts.misses);
    },
  });
}

/** Counters the services keep as plain numbers since start-up, copied in at scrape time. */
function registerServiceCounters(services: Services, registry: Registry): void {
  new Counter({
    name: "public_cache_reads_total",
    help: "Reads of the in-memory public job and company caches, by cache and result (hit, miss)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, { counts }] of Object.entries(services.publicCaches)) {
        this.inc({ cache, result: "hit" }, counts.hits);
        this.inc({ cache, result: "miss" }, counts.misses);
      }
    },
  });
  new Counter({
    name: "mail_deliveries_total",
    help:
      "Mail delivery attempts this process made, by outcome: sent, retrying (failed, to be " +
      "tried again), failed (for good)",
    labelNames: ["outcome"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(services.mail.deliveries)) {
        this.inc({ outcome }, count);
      }
    },
  });
}

/**
 * Each background queue's jobs by state. The counts are pg-boss's, kept on its queue table by
 * its monitoring pass (every 15 s where a worker runs): one cheap read of a small table.
 */
function registerQueueMetrics(services: Services, registry: Registry, log: Logger): void {
  new Gauge({
    name: "background_queue_jobs",
    help:
      "Jobs in each background queue: queued (waiting, including retries due later), active, " +
      "failed (failed for good, kept for a while); absent when the database did not answer",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const queues = await withTimeout(services.queueCounts(), QUEUE_READ_TIMEOUT_MS).catch(
        (error: unknown) => {
          log.warn({ err: error }, "metrics: the background queue counts could not be read");
          return [];
        },
      );
      for (const queue of queues) {
        this.set({ queue: queue.name, state: "queued" }, queue.queuedCount);
        this.set({ queue: queue.name, state: "active" }, queue.activeCount);
        this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
      }
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
