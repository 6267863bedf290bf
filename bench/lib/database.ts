import path from "node:path";
import pg from "pg";
import { connectDatabase, migrateDatabase } from "../../src/server/db/client.ts";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { ROOT } from "./results.ts";

export type BenchDatabase = {
  /** Connection string of the benchmark's database, to pass to the app as DATABASE_URL. */
  url: string;
  kind: "given" | "machine" | "embedded";
  /** Stops the embedded server when one was started; a no-op otherwise. */
  stop: () => Promise<void>;
};

export type BenchDatabaseOptions = {
  /** Database name, `bench_…`; created when missing. */
  name: string;
  /** An explicit connection string (e.g. process.env.BENCH_DATABASE_URL); wins when set. */
  url?: string;
  /** Drop and recreate the database first (never done to a `url` you passed). */
  fresh?: boolean;
  /** Apply the app's migrations (src/server/db/client.ts migrateDatabase). */
  migrate?: boolean;
  /** Where the embedded fallback keeps its data; default data/<name>. */
  embeddedDir?: string;
};

const MACHINE_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A database for a benchmark: `url` when given; else the machine's PostgreSQL at 127.0.0.1:5432
 * (user postgres) when it answers; else an embedded PostgreSQL server started by this process
 * (call stop() before exiting). Benchmarks thus run with neither a local PostgreSQL nor Redis.
 */
export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.name)) throw new Error(`Bad name ${options.name}`);
  let database: BenchDatabase;
  if (options.url) {
    database = { url: options.url, kind: "given", stop: async () => {} };
  } else if (await answers(MACHINE_POSTGRES)) {
    await createDatabase(MACHINE_POSTGRES, options.name, options.fresh ?? false);
    database = { url: withDatabase(MACHINE_POSTGRES, options.name), kind: "machine", stop: noop };
  } else {
    const dir = options.embeddedDir ?? path.join(ROOT, "data", options.name);
    const embedded = await startEmbeddedPostgres(dir, createLogger("warn", false));
    await createDatabase(embedded.url, options.name, options.fresh ?? false);
    database = {
      url: withDatabase(embedded.url, options.name),
      kind: "embedded",
      stop: embedded.stop,
    };
  }
  if (options.migrate) {
    const db = connectDatabase(database.url, createLogger("warn", false), 1);
    try {
      await migrateDatabase(db);
    } finally {
      await db.$client.end();
    }
  }
  return database;
}

async function noop(): Promise<void> {}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabase(serverUrl: string, name: string, fresh: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
