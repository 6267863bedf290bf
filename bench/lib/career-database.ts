import path from "node:path";
import pg from "pg";
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

/** Stops with a message unless `npm run bench:data` filled the database; then vacuums it. */
export async function requireFilledDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ jobs: number; companies: number }>(
      "select (select count(*)::int from jobs) as jobs, (select count(*)::int from companies) as companies",
    );
    if (rows[0]?.jobs !== JOB_COUNT || rows[0]?.companies !== COMPANY_COUNT) {
      throw new Error("The benchmark database is not filled: run `npm run bench:data` first.");
    }
    // Index-only scans and the planner's estimates depend on it; a migration may just have
    // rewritten rows. Quick when there is nothing to do.
    await client.query("vacuum analyze jobs, companies");
  } finally {
    await client.end();
  }
}
