import { PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * The queues of background work and how each retries (decision 0016). A mail is tried 13 times
 * over four to five hours, backing off from 10 seconds to an hour. An attempt whose worker stops
 * beating (killed, say) is tried again within half a minute; one that outlives a minute (the
 * SMTP timeouts together are shorter) too.
 */
export const QUEUES = {
  mail: {
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 60,
    heartbeatSeconds: 10,
  },
  retention: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
  // A run that dies is taken up again: the alerts it already did have moved on and are skipped.
  "alert-digests": { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600, heartbeatSeconds: 30 },
  // What a run told of is marked in the same transaction, so a retry tells only the rest.
  "application-summaries": { retryLimit: 3, retryDelay: 600, expireInSeconds: 600 },
  // Likewise: a job told of is marked with its notice.
  "expiry-notices": { retryLimit: 3, retryDelay: 600, expireInSeconds: 600 },
} as const;

/**
 * pg-boss on the app's own pool (no second pool, no new server): its tables live in the
 * `pgboss` schema of the same database, so a job is queued in the transaction of the write
 * that asks for it. Maintenance and schedules run only where the worker runs.
 */
export function createBoss(db: Database, log: Logger, options: { worker: boolean }) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => db.$client.query(text, values) },
    supervise: options.worker,
    schedule: options.worker,
    // How soon a dead worker's jobs are noticed: a few cheap queries every 15 seconds.
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
  });
  boss.on("error", (error) => log.warn({ err: error }, "background work: database error"));
  return boss;
}

// Any constant shared by every instance: instances starting together install pg-boss in turn.
const INSTALL_LOCK_KEY = 7_461_122_020;

/**
 * Installs or updates pg-boss's tables and the queues, once whatever the number of instances:
 * two starting at once on a new database would both create its schema (a duplicate-key error
 * that stops one), so each waits for a lock held on a connection of its own while it installs.
 */
export async function startBoss(boss: PgBoss, db: Database): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [INSTALL_LOCK_KEY]);
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, options] of Object.entries(QUEUES)) {
      if (existing.has(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [INSTALL_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
