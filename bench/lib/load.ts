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

// Where each list of paths got to: the next measurement with the same list carries on from there.
const rotations = new WeakMap<string[], { next: number }>();

function rotate(paths: string[]) {
  const position = rotations.get(paths) ?? { next: 0 };
  rotations.set(paths, position);
  return (request: { path: string }) => {
    request.path = paths[position.next++ % paths.length]!;
    return request;
  };
}

/**
 * Several measurements of the same thing as one: counts add up, requests/s is over the summed
 * time, latency percentiles are the median of the measurements' (percentiles do not add up).
 */
export function combineLoads(results: LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const median = (pick: (result: LoadResult) => number) => {
    const values = results.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    const value = values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    return Math.round(value * 100) / 100;
  };
  const requests = sum((result) => result.requests);
  const durationSeconds = sum((result) => result.durationSeconds);
  const statusCodes: Record<string, number> = {};
  for (const result of results) {
    for (const [code, count] of Object.entries(result.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  return {
    requests,
    durationSeconds: Math.round(durationSeconds * 100) / 100,
    requestsPerSecond: durationSeconds ? Math.round(requests / durationSeconds) : 0,
    latencyMs: {
      mean: requests
        ? Math.round((sum((result) => result.latencyMs.mean * result.requests) / requests) * 100) /
          100
        : 0,
      p50: median((result) => result.latencyMs.p50),
      p90: median((result) => result.latencyMs.p90),
      p99: median((result) => result.latencyMs.p99),
      max: Math.max(...results.map((result) => result.latencyMs.max)),
    },
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    non2xx: sum((result) => result.non2xx),
    statusCodes,
  };
}
