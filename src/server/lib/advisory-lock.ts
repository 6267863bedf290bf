import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Holds, until the transaction ends, the lock named `key` (e.g. "cvs:<member id>"): writes that
 * count before they add (at most N alerts, CVs, entries) take it, so two at once cannot both
 * pass the count.
 */
export const lockUntilCommit = (tx: Db, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
