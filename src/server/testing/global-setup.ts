import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase, migrateDatabase } from "../db/client.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../db/embedded-postgres.ts";
import { createLogger } from "../lib/logger.ts";

export const TEMPLATE_DATABASE = "career_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
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
  await dropTestDatabases(serverUrl);
  await admin(serverUrl, `create database ${TEMPLATE_DATABASE}`);
  const db = connectDatabase(databaseUrl(serverUrl, TEMPLATE_DATABASE), log, 1);
  await migrateDatabase(db);
  await db.$client.end();
  project.provide("databaseServerUrl", serverUrl);

  return async () => {
    await dropTestDatabases(serverUrl);
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

async function dropTestDatabases(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'career_test_%'",
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
