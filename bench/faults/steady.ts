import { sleep } from "./http.ts";
import type { Outcome } from "./traffic.ts";

/** More requests than this unanswered at once means the server fell behind the rate. */
export const MAX_IN_FLIGHT = 64;

export type SteadyRun = {
  outcomes: Outcome[];
  /** Ticks not sent because MAX_IN_FLIGHT requests were already waiting. */
  skipped: number;
  /** Ticks that drew an admin write while every writer lane was busy. */
  writesWithoutLane: number;
  elapsedS: number;
};

/**
 * Draws `rate` operations a second from `next` for `minutes`, open loop: each starts at its
 * tick whether or not the ones before it have been answered.
 */
export async function runAtRate(
  next: () => Promise<Outcome[]>,
  options: { rate: number; minutes: number; outcomes?: Outcome[] },
): Promise<SteadyRun> {
  const outcomes = options.outcomes ?? [];
  let inFlight = 0;
  let skipped = 0;
  let writesWithoutLane = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + options.minutes * 60_000;
  for (let tick = started; tick < end; tick += 1000 / options.rate) {
    await sleep(Math.max(0, tick - performance.now()));
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    inFlight++;
    const run: Promise<void> = next()
      .then((results) => {
        if (results.length === 0) writesWithoutLane++;
        outcomes.push(...results);
      })
      // A fault of the traffic itself is counted as an error of the run, not left to crash it.
      .catch((error: unknown) => {
        outcomes.push({
          op: "traffic",
          path: "",
          expected: 0,
          status: -1,
          ms: 0,
          failure: String(error),
        });
      })
      .finally(() => {
        inFlight--;
        pending.delete(run);
      });
    pending.add(run);
  }
  await Promise.all(pending);
  return { outcomes, skipped, writesWithoutLane, elapsedS: (performance.now() - started) / 1000 };
}

/** An answer other than the one expected: a 5xx, an unexpected 4xx, a refusal, a time-out. */
export const isError = (outcome: Outcome) => outcome.status !== outcome.expected;
