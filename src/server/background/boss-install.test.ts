import { randomBytes } from "node:crypto";
import { expect, inject, it } from "vitest";
import { connectDatabase } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { admin, databaseUrl } from "../testing/global-setup.ts";
import { createBoss, QUEUES, startBoss } from "./boss.ts";

/**
 * Instances started together on a new database: each installs pg-boss in turn, none fails. (Two
 * instances of the cluster rehearsal once both created the `pgboss` schema, and one stopped on
 * "duplicate key value violates unique constraint pg_namespace_nspname_index".)
 */
it("installs pg-boss once when several instances start at the same moment", async () => {
  const serverUrl = inject("databaseServerUrl");
  const name = `boss_install_${randomBytes(4).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const log = createLogger("silent", false);
  const instances = [1, 2, 3].map(() => {
    const db = connectDatabase(databaseUrl(serverUrl, name), log, 3);
    return { db, boss: createBoss(db, log, { worker: false }) };
  });
  try {
    await Promise.all(instances.map(({ boss, db }) => startBoss(boss, db)));
    const queues = await instances[0]?.boss.getQueues();
    expect(queues?.map((queue) => queue.name).sort()).toEqual(Object.keys(QUEUES).sort());
  } finally {
    for (const { boss, db } of instances) {
      await boss.stop({ close: false, graceful: false });
      await db.$client.end();
    }
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
});
