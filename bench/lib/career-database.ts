import path from "node:path";
import pg from "pg";
import { type BenchDatabase, openBenchDatabase } from "./database.ts";
import { ROOT } from "./results.ts";

/** A load-test data set: a large job board, so that search cost shows, or a huge one. */
export type DataSize = {
  /** As named by `--size=…`, and in result files and docs sections beyond the default. */
  name: "100k" | "1m";
  jobs: number;
  companies: number;
  database: string;
};

const SIZES: Record<DataSize["name"], DataSize> = {
  "100k": { name: "100k", jobs: 100_000, companies: 2_000, database: "bench_career" },
  "1m": { name: "1m", jobs: 1_000_000, companies: 20_000, database: "bench_career_1m" },
};

/** The size a benchmark's `--size=100k|1m` names; 100,000 jobs when none. */
export function dataSize(argv = process.argv): DataSize {
  const asked = argv.find((arg) => arg.startsWith("--size="))?.slice("--size=".length) ?? "100k";
  const size = SIZES[asked as DataSize["name"]];
  if (!size) throw new Error(`--size takes ${Object.keys(SIZES).join(" or ")}, not ${asked}`);
  return size;
}

/** "api" for the default size, "api-1m" for the others: result files and docs sections. */
export const sizedName = (name: string, size: DataSize) =>
  size.name === "100k" ? name : `${name}-${size.name}`;

/**
 * The database `npm run bench:data` fills and the load benchmarks measure: BENCH_DATABASE_URL,
 * else `bench_career` (`bench_career_1m` for a million jobs) on the machine's PostgreSQL, else an
 * embedded server under data/bench. Migrated with the app's own migrations.
 */
export function openCareerDatabase(size: DataSize = SIZES["100k"]): Promise<BenchDatabase> {
  return openBenchDatabase({
    name: size.database,
    url: process.env.BENCH_DATABASE_URL || undefined,
    embeddedDir: path.join(ROOT, size.name === "100k" ? "data/bench" : `data/bench-${size.name}`),
    migrate: true,
  });
}

/** Stops with a message unless `npm run bench:data` filled the database; then vacuums it. */
export async function requireFilledDatabase(url: string, size: DataSize): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ jobs: number; companies: number }>(
      "select (select count(*)::int from jobs) as jobs, (select count(*)::int from companies) as companies",
    );
    if (rows[0]?.jobs !== size.jobs || rows[0]?.companies !== size.companies) {
      const flag = size.name === "100k" ? "" : ` -- --size=${size.name}`;
      throw new Error(
        `The benchmark database is not filled: run \`npm run bench:data${flag}\` first.`,
      );
    }
    // Index-only scans and the planner's estimates depend on it; a migration may just have
    // rewritten rows. Quick when there is nothing to do.
    await client.query("vacuum analyze jobs, companies");
  } finally {
    await client.end();
  }
}
