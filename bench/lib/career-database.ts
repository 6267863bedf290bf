import path from "node:path";
import { type BenchDatabase, openBenchDatabase } from "./database.ts";
import { ROOT } from "./results.ts";

/** The size of the load-test data set: a large job board, so that search cost shows. */
export const JOB_COUNT = 100_000;
export const COMPANY_COUNT = 2_000;

/**
 * The database `npm run bench:data` fills and `npm run bench:api` measures: BENCH_DATABASE_URL,
 * else `bench_career` on the machine's PostgreSQL, else an embedded server under data/bench.
 * Migrated with the app's own migrations.
 */
export function openCareerDatabase(): Promise<BenchDatabase> {
  return openBenchDatabase({
    name: "bench_career",
    url: process.env.BENCH_DATABASE_URL || undefined,
    embeddedDir: path.join(ROOT, "data/bench"),
    migrate: true,
  });
}
