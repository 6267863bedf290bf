import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * How long one statement of a public read (a search, a list) may run. Uncached searches take
 * tens of milliseconds at 100,000 jobs (docs/PERFORMANCE.md); anything near this is a query no
 * visitor should be able to make the database work on.
 */
export const PUBLIC_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * Runs `work` in a read-only transaction whose statements PostgreSQL cancels after `ms`
 * (SQLSTATE 57014, answered 503 with a message to narrow the search): however expensive a
 * search someone sends, and however often, it holds a connection of the pool no longer than that.
 */
export function withStatementTimeout<T>(
  db: Db,
  ms: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(ms)}`));
      return work(tx);
    },
    { accessMode: "read only" },
  );
}
