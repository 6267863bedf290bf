import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadDemoContent } from "../../src/server/db/seed/demo-content.ts";
import { openBenchDatabase } from "../lib/database.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { query } from "./embedded-state.ts";
import { login, send } from "./http.ts";
import { createReport, type FaultResult, type Report } from "./result.ts";

const ADMIN = { email: "faults-admin@example.com", password: "faults-admin-password" };
const DATABASE = "bench_faults_two_instances";

/**
 * (d) Two app instances started at the same moment on one empty PostgreSQL database (the
 * machine's when it answers, else an embedded one this script starts), several rounds, each on
 * a fresh database: both start, migrations and the demo seed happen once, and a session made on
 * one instance works on the other, as does its logout.
 */
export async function twoInstances(rounds = 3): Promise<FaultResult> {
  const report = createReport(
    "two-instances",
    "two app instances starting together on one PostgreSQL",
  );
  const migrationFiles = (
    await fs.readdir(path.resolve(import.meta.dirname, "../../src/server/db/migrations"))
  ).filter((name) => name.endsWith(".sql")).length;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "bench-faults-two-"));
  try {
    for (let round = 1; round <= rounds; round++) {
      const database = await openBenchDatabase({
        name: DATABASE,
        fresh: true,
        embeddedDir: path.join(scratch, "pg"),
      });
      const [version] = await query<{ server_version: string }>(
        database.url,
        "show server_version",
      );
      report.figure("postgres", `${database.kind} ${version?.server_version}`);
      const env = {
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const starts = await Promise.allSettled([
        startServer({ dataDir: path.join(scratch, `a${round}`), env }),
        startServer({ dataDir: path.join(scratch, `b${round}`), env }),
      ]);
      const servers = starts.flatMap((start) =>
        start.status === "fulfilled" ? [start.value] : [],
      );
      try {
        const failures = starts.flatMap((start) =>
          start.status === "rejected" ? [String(start.reason)] : [],
        );
        const started = report.check(
          `round ${round}: both instances start`,
          failures.length === 0,
          failures.length === 0 ? "both healthy" : failures.map(lastLines).join(" | "),
        );
        if (!started) continue;
        await checkOnce(report, round, database.url, migrationFiles);
        await checkSessions(report, round, servers[0]!, servers[1]!);
        // Again together, now on a migrated database, where nothing staggers their start-up:
        // both ensure a new administrator account at the same moment.
        await Promise.all(servers.splice(0).map((server) => server.stop("SIGTERM")));
        const email = `second-admin-${round}@example.com`;
        const again = await Promise.allSettled(
          ["c", "d"].map((name) =>
            startServer({
              dataDir: path.join(scratch, `${name}${round}`),
              env: { ...env, ADMIN_EMAIL: email },
            }),
          ),
        );
        servers.push(
          ...again.flatMap((start) => (start.status === "fulfilled" ? [start.value] : [])),
        );
        const refused = again.flatMap((start) =>
          start.status === "rejected" ? [String(start.reason)] : [],
        );
        const admins = await query<{ n: number }>(
          database.url,
          "select count(*)::int as n from users where email = $1",
          [email],
        );
        report.check(
          `round ${round}: both restart together on the migrated database, one new admin account`,
          refused.length === 0 && admins[0]?.n === 1,
          refused.length === 0 ? `${admins[0]?.n} account` : refused.map(lastLines).join(" | "),
        );
      } finally {
        await Promise.all(servers.map((server) => server.stop("SIGTERM")));
        if (database.kind === "machine") {
          await query(
            database.url.replace(`/${DATABASE}`, "/postgres"),
            `drop database if exists ${DATABASE} with (force)`,
          );
        }
        await database.stop();
      }
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return report.result();
}

async function checkOnce(report: Report, round: number, url: string, migrationFiles: number) {
  const migrations = await query<{ n: number; distinct: number }>(
    url,
    "select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
  );
  const { n, distinct } = migrations[0] ?? { n: -1, distinct: -1 };
  report.check(
    `round ${round}: each migration recorded once`,
    n === migrationFiles && distinct === migrationFiles,
    `${n} rows, ${distinct} distinct, ${migrationFiles} migration files`,
  );
  const counts = await query<{ companies: number; jobs: number; admins: number }>(
    url,
    `select (select count(*)::int from companies) as companies, (select count(*)::int from jobs) as jobs,
            (select count(*)::int from users where lower(email) = $1) as admins`,
    [ADMIN.email],
  );
  const row = counts[0];
  const demo = await loadDemoContent();
  report.check(
    `round ${round}: the demo seed ran once, one admin account`,
    row?.companies === demo.companies.length && row.jobs === demo.jobs.length && row.admins === 1,
    `${row?.companies} companies (demo ${demo.companies.length}), ${row?.jobs} jobs (demo ${demo.jobs.length}), ${row?.admins} admin`,
  );
}

async function checkSessions(report: Report, round: number, a: RunningServer, b: RunningServer) {
  const token = await login(a.url, ADMIN.email, ADMIN.password);
  const meOnB = await send(`${b.url}/api/auth/me`, { token });
  const created = await send(`${a.url}/api/companies`, {
    method: "POST",
    token,
    json: { name: `Two instances round ${round}` },
  });
  const id = (created.body as { id?: string } | null)?.id;
  const readOnB = await send(`${b.url}/api/companies/${id}`, { token });
  const logoutOnB = await send(`${b.url}/api/auth/logout`, { method: "POST", token });
  const meOnA = await send(`${a.url}/api/auth/me`, { token });
  const writeOnA = await send(`${a.url}/api/companies`, {
    method: "POST",
    token,
    json: { name: "After logout" },
  });
  report.check(
    `round ${round}: a session made on A works on B, and logout on B ends it on A`,
    meOnB.status === 200 &&
      (meOnB.body as { email?: string }).email === ADMIN.email &&
      logoutOnB.status === 204 &&
      meOnA.status === 401 &&
      writeOnA.status === 401,
    `me on B ${meOnB.status}, logout on B ${logoutOnB.status}, then me on A ${meOnA.status}, write on A ${writeOnA.status}`,
  );
  report.check(
    `round ${round}: a write on A is read on B`,
    created.status === 201 && readOnB.status === 200,
    `create on A ${created.status}, read on B ${readOnB.status}`,
  );
}

const lastLines = (text: string) => text.split("\n").slice(-3).join(" ").slice(0, 400);
