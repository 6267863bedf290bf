import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { connectDatabase, type Database, migrateDatabase } from "./client.ts";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./embedded-postgres.ts";

export type OpenDatabase = { db: Database; close: () => Promise<void> };

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
  const db = connectDatabase(url, log, config.DATABASE_POOL_MAX);
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
