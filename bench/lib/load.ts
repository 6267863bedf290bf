import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  /** Concurrent connections, each sending its next request when the previous one answered. */
  connections?: number;
  durationSeconds?: number;
  /** Load sent first and thrown away: JIT, connection pools and caches warm up. */
  warmupSeconds?: number;
  /** A request slower than this counts as a timeout (an error). */
  timeoutSeconds?: number;
  /** Fixed total rate in requests/s instead of as fast as possible (e.g. for a soak). */
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Paths (with query strings) taken in turn across all connections instead of the URL's own:
   * many different requests, e.g. to measure what a cache does not hold.
   */
  paths?: string[];
};

export type LoadResult = {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

/** Loads one URL with autocannon (programmatic API) and returns the figures that matter. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const base = {
    url: options.url,
    connections: options.connections ?? 50,
    timeout: options.timeoutSeconds ?? 10,
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.paths ? { requests: [{ setupRequest: rotate(options.paths) }] } : {}),
  };
  if (options.warmupSeconds) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds ?? 10 });
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyMs: {
      mean: round(result.latency.mean),
      p50: round(result.latency.p50),
      p90: round(result.latency.p90),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, Number(stats.count)]),
    ),
  };
}

function rotate(paths: string[]) {
  let next = 0;
  return (request: { path: string }) => {
    request.path = paths[next++ % paths.length]!;
    return request;
  };
}
