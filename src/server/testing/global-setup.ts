import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createBoss, startBoss } from "../background/boss.ts";
import { connectDatabase, migrateDatabase } from "../db/client.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../db/embedded-postgres.ts";
import { createLogger } from "../lib/logger.ts";

/**
 * Every database of a run is named `career_test_<start, in seconds>_<random>…`, so that two runs
 * on one server (CI beside a developer's run, both on the machine's PostgreSQL) leave each
 * other's alone; what a crashed run left is swept by a later run once it is a day old.
 */
const PREFIX = "career_test_";
const STALE_AFTER_SECONDS = 24 * 3600;

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    /** The migrated database each test file clones; its name starts the clones' names. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL when set, otherwise an embedded one in a
 * temporary directory. A migrated template database is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const log = createLogger("warn", false);
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), "career-test-"));
    embedded = await startEmbeddedPostgres(dataDir, log);
    serverUrl = embedded.url;
  }
  const now = Math.floor(Date.now() / 1000);
  const run = `${PREFIX}${now}_${randomBytes(3).toString("hex")}`;
  await dropTestDatabases(serverUrl, (name) => isStale(name, now));
  const template = `${run}_template`;
  await admin(serverUrl, `create database ${template}`);
  // Two connections: pg-boss installs on one while the other holds its install lock.
  const db = connectDatabase(databaseUrl(serverUrl, template), log, 2);
  await migrateDatabase(db);
  // pg-boss's tables and queues too, so that each clone's app only checks them.
  const boss = createBoss(db, log, { worker: false });
  await startBoss(boss, db);
  await boss.stop({ close: false, graceful: false });
  await db.$client.end();
  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", template);

  return async () => {
    await dropTestDatabases(serverUrl, (name) => name.startsWith(run));
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of a run that started a day ago or more, or named before runs had a time. */
function isStale(name: string, now: number): boolean {
  const started = /^career_test_(\d{10})_/.exec(name)?.[1];
  return !started || now - Number(started) > STALE_AFTER_SECONDS;
}

async function dropTestDatabases(serverUrl: string, drop: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    for (const { datname } of rows.filter((row) => drop(row.datname)))
      await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
