import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { connectDatabase, type Database, migrateDatabase } from "./client.ts";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./embedded-postgres.ts";

export type OpenDatabase = { db: Database; close: () => Promise<void> };

/**
 * Connections a process keeps open at most unless DATABASE_POOL_MAX says otherwise. Each one is
 * a PostgreSQL process; the embedded server's processes share the site's small machine, where
 * 5 instead of 10 held 20 MiB less at the peak of 50 connections with the same throughput
 * (decision 0028).
 */
const DEFAULT_POOL_MAX = { server: 10, embedded: 5 } as const;

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL server on DATA_DIR, or with `beside`
 * the one a running `npm start` already serves there (a command run next to the site). Migrated
 * either way.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { beside?: boolean } = {},
): Promise<OpenDatabase> {
  const running =
    !config.DATABASE_URL && options.beside ? await runningEmbeddedUrl(config.DATA_DIR) : null;
  const embedded =
    config.DATABASE_URL || running ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
  const url = config.DATABASE_URL ?? running ?? embedded!.url;
  const poolMax =
    config.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX[config.DATABASE_URL ? "server" : "embedded"];
  const db = connectDatabase(url, log, poolMax);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
