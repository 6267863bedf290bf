import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import { projectPath } from "../lib/server-files.ts";
import * as schema from "./schema/index.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/**
 * The pool or a transaction on it: services run their queries on either, and a transaction a
 * service opens on a transaction becomes a savepoint, so a caller can bundle several writes.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

const MIGRATIONS = projectPath("src/server/db/migrations");
// Any constant shared by every instance of the app: the lock serialises their migrations.
const MIGRATION_LOCK_KEY = 7_461_122_019;

export function connectDatabase(url: string, log: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => log.warn({ err: error }, "idle database connection lost"));
  return drizzle({ client: pool, schema, casing: "snake_case" });
}

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
