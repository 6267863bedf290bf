import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { connectDatabase, type Database, migrateDatabase } from "./client.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

export type OpenDatabase = { db: Database; close: () => Promise<void> };

/** DATABASE_URL when set; otherwise an embedded PostgreSQL server on DATA_DIR. Migrated either way. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
  const db = connectDatabase(config.DATABASE_URL ?? embedded!.url, log);
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
