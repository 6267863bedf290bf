import type { Settings } from "./api-report.ts";

/**
 * A load benchmark's settings from BENCH_CONNECTIONS (50), BENCH_DURATION (seconds per side, the
 * benchmark's own default), BENCH_WARMUP (3 s) and BENCH_ROUNDS (3 alternating rounds).
 */
export function loadSettings(durationSeconds: number): Settings {
  return {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    durationSeconds: Number(process.env.BENCH_DURATION ?? durationSeconds),
    warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  };
}

/** The cases `--only=a,b` names, or undefined for all of them (a partial run writes no docs). */
export function onlyCases(argv = process.argv): string[] | undefined {
  return argv
    .find((arg) => arg.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
}
