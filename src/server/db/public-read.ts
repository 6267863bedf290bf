import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * How long one statement of a public read (a search, a list) may run. Uncached searches take
 * tens of milliseconds at 100,000 jobs (docs/PERFORMANCE.md); anything near this is a query no
 * visitor should be able to make the database work on.
 */
export const PUBLIC_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * What a random page read costs the planner against a sequential one, in a public read.
 * PostgreSQL's default, 4, was made for spinning disks; 1.1 is the usual figure for SSDs and for
 * data in memory. With 4 the planner walked the newest-first index through tens of thousands of
 * jobs for a word in 4 % of them rather than reading its 4,000 matches: 25–40 ms, not 12–16
 * (docs/PERFORMANCE.md, "Uncached searches").
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * Runs `work` in a read-only transaction whose statements PostgreSQL cancels after `timeoutMs`
 * (SQLSTATE 57014, answered 503 with a message to narrow the search): however expensive a
 * search someone sends, and however often, it holds a connection of the pool no longer than that.
 * Both settings go in one round trip, and end with the transaction.
 */
export function publicRead<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  { timeoutMs = PUBLIC_STATEMENT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql.raw(
          `set local statement_timeout = ${Math.trunc(timeoutMs)}; set local random_page_cost = ${RANDOM_PAGE_COST}`,
        ),
      );
      return work(tx);
    },
    { accessMode: "read only" },
  );
}
