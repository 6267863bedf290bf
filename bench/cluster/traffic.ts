import { percentile, round, send } from "../faults/http.ts";

export type Outcome = {
  kind: "read" | "write";
  path: string;
  /** When the answer (or the failure) came, ms since the epoch. */
  at: number;
  status: number;
  ms: number;
  failure?: string;
};

export type Traffic = {
  outcomes: Outcome[];
  /** Every write answered 201: the company it created must be in the database afterwards. */
  acknowledged: { id: string; name: string }[];
  /** Names of the writes answered otherwise (or not at all): each may or may not have landed. */
  unacknowledged: string[];
  /** Stops the workers and waits for their requests in flight. */
  stop: () => Promise<void>;
};

const READS = [
  "/api/jobs/public?page=1",
  "/api/companies/public",
  "/api/jobs/public?q=engineer",
  "/jobs",
  "/api/health",
];

/**
 * Clients of the site through nginx: `workers` loops, each one request at a time, alternating
 * a write (an administrator creates a company, a POST that nginx never resends once sent) and a
 * read (API lists, a search, a server-rendered page). Every answer is kept. A loop stops when
 * told to, or by itself after `limitMs` whatever happens.
 */
export function startTraffic(options: {
  baseUrl: string;
  token: string;
  tag: string;
  workers: number;
  limitMs: number;
}): Traffic {
  const outcomes: Outcome[] = [];
  const acknowledged: Traffic["acknowledged"] = [];
  const unacknowledged: string[] = [];
  const started = Date.now();
  let stopped = false;
  let serial = 0;

  async function worker(index: number) {
    for (let turn = 0; !stopped && Date.now() - started < options.limitMs; turn++) {
      if (turn % 2 === 0) {
        const name = `${options.tag} company ${++serial}`;
        const result = await send(`${options.baseUrl}/api/companies`, {
          method: "POST",
          token: options.token,
          json: { name },
          timeoutMs: 15_000,
        });
        const id = (result.body as { id?: string } | null)?.id;
        if (result.status === 201 && id) acknowledged.push({ id, name });
        else unacknowledged.push(name);
        outcomes.push(outcomeOf("write", "/api/companies", result));
      } else {
        const path = READS[(turn + index) % READS.length]!;
        const result = await send(`${options.baseUrl}${path}`, { timeoutMs: 15_000 });
        outcomes.push(outcomeOf("read", path, result));
      }
    }
  }

  const running = Array.from({ length: options.workers }, (_, index) => worker(index));
  return {
    outcomes,
    acknowledged,
    unacknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

function outcomeOf(
  kind: Outcome["kind"],
  path: string,
  result: Awaited<ReturnType<typeof send>>,
): Outcome {
  return {
    kind,
    path,
    at: Date.now(),
    status: result.status,
    ms: result.ms,
    ...(result.failure ? { failure: result.failure } : {}),
  };
}

export const isError = (outcome: Outcome) =>
  outcome.status === 0 ||
  outcome.status >= 500 ||
  (outcome.kind === "write" ? outcome.status !== 201 : outcome.status !== 200);

/** "200×812 201×800 502×2", failures by name: what the clients saw. */
export function statusCounts(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.status === 0 ? (outcome.failure ?? "no answer") : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort()
    .map(([key, count]) => `${key}×${count}`)
    .join(" ");
}

export function latencies(outcomes: Outcome[]) {
  const values = outcomes.map((outcome) => outcome.ms);
  return {
    requests: outcomes.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(0, ...values)),
  };
}

export const latencyLine = (outcomes: Outcome[]) => {
  const figures = latencies(outcomes);
  return `p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms`;
};
