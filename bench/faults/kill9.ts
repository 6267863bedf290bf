import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startServer } from "../lib/server.ts";
import {
  embeddedDatabaseUrl,
  postgresProcessesOn,
  query,
  stopLeftoverPostgres,
} from "./embedded-state.ts";
import { login, sleep } from "./http.ts";
import { createLedger } from "./ledger.ts";
import { runTag } from "./payloads.ts";
import { createReport, type FaultResult } from "./result.ts";
import { runWriter, type WriterStats } from "./writers.ts";

const WRITERS = 6;
const ADMIN = { email: "faults-admin@example.com", password: "faults-admin-password" };

/**
 * (a) kill -9 of the app during a stream of admin writes, on the embedded PostgreSQL, then a
 * restart on the same DATA_DIR, several rounds. Every acknowledged write must be there with
 * its values and its audit record; no job may lack its company. The restart itself proves the
 * recovery from the postgres that the killed app leaves orphaned.
 */
export async function kill9(rounds = 3): Promise<FaultResult> {
  const report = createReport("kill9", "kill -9 during admin writes, restart on the same DATA_DIR");
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-faults-kill9-"));
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "false",
    RATE_LIMIT_MAX: "100000",
  };
  const ledger = createLedger();
  const tag = runTag("kill9");
  let serial = 0;
  const totals: WriterStats = { acknowledged: 0, unanswered: 0, unexpected: [] };
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, env });
    for (let round = 1; round <= rounds; round++) {
      const baseUrl = server.url;
      const token = await login(baseUrl, ADMIN.email, ADMIN.password);
      let killed = false;
      const writers = Array.from({ length: WRITERS }, () =>
        runWriter({
          baseUrl,
          token,
          ledger,
          tag,
          nextSerial: () => ++serial,
          stopOnFailure: true,
          shouldStop: () => killed,
        }),
      );
      // A moment that varies per round, so the kill lands at different points of a write.
      await sleep(1_500 + Math.random() * 2_000);
      const pid = server.pid;
      process.kill(pid, "SIGKILL");
      await server.exited;
      killed = true;
      for (const stats of await Promise.all(writers)) {
        totals.acknowledged += stats.acknowledged;
        totals.unanswered += stats.unanswered;
        totals.unexpected.push(...stats.unexpected);
      }
      const orphans = await postgresProcessesOn(dataDir);
      report.figure(`round${round}OrphanedPostgres`, orphans.length);
      // The restart must find the orphaned postgres, stop it cleanly and start anew.
      const started = performance.now();
      try {
        server = await startServer({ dataDir, env });
      } catch (error) {
        report.check(`round ${round}: restart`, false, String(error).slice(0, 500));
        return report.result();
      }
      report.figure(`round${round}RestartMs`, Math.round(performance.now() - started));
      report.check(
        `round ${round}: restart after kill -9`,
        true,
        `${orphans.length} orphaned postgres found and replaced; restarted in ${Math.round(performance.now() - started)} ms`,
      );
    }

    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const verification = await ledger.verify(server.url, token);
    report.figure("writers", WRITERS);
    report.figure("rounds", rounds);
    report.figure("acknowledgedWrites", verification.acknowledgedWrites);
    report.figure("unansweredWrites", totals.unanswered);
    report.figure("itemsChecked", verification.entities);
    report.figure("unacknowledgedUpdatesLanded", verification.unacknowledgedLanded);
    report.figure("unacknowledgedUpdatesLandedWithoutAudit", verification.landedWithoutAudit);
    if (verification.landedWithoutAudit > 0) {
      report.note(
        `${verification.landedWithoutAudit} update(s) that were never acknowledged landed without their audit record.`,
      );
    }
    report.check(
      "writes answered normally until the kill",
      totals.unexpected.length === 0,
      totals.unexpected.length === 0 ? "no 4xx/5xx" : totals.unexpected.slice(0, 5).join("; "),
    );
    report.check(
      "every acknowledged write is there, with its values and its audit record",
      verification.problems.length === 0,
      verification.problems.length === 0
        ? `${verification.acknowledgedWrites} acknowledged writes on ${verification.entities} items verified`
        : verification.problems.slice(0, 10).join("; "),
    );
    await checkDatabase(
      report,
      dataDir,
      tag,
      new Set([...ledger.ids("company"), ...ledger.ids("job")]),
    );
  } finally {
    await server?.stop("SIGTERM");
    await stopLeftoverPostgres(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return report.result();
}

/**
 * Straight from the database: no job without its company, and the rows of writes that were
 * never acknowledged (the kill came between commit and answer) counted, with or without the
 * audit record that the app writes after the item in a separate statement.
 */
async function checkDatabase(
  report: ReturnType<typeof createReport>,
  dataDir: string,
  tag: string,
  known: Set<string>,
) {
  const url = await embeddedDatabaseUrl(dataDir);
  const [version] = await query<{ server_version: string }>(url, "show server_version");
  report.figure("postgres", `embedded ${version?.server_version}`);
  const orphanJobs = await query<{ n: number }>(
    url,
    "select count(*)::int as n from jobs j left join companies c on c.id = j.company_id where c.id is null",
  );
  report.check(
    "no job without its company",
    orphanJobs[0]?.n === 0,
    `${orphanJobs[0]?.n} orphan jobs`,
  );
  const rows = await query<{ id: string; audited: boolean }>(
    url,
    `select id::text, exists (select 1 from audit_log a where a.entity_id = x.id) as audited
       from (select id from companies where name like $1 union all select id from jobs where title like $1) x`,
    [`${tag} %`],
  );
  const unknown = rows.filter((row) => !known.has(row.id));
  const unaudited = unknown.filter((row) => !row.audited);
  report.figure("createsLandedUnacknowledged", unknown.length);
  report.figure("createsLandedWithoutAudit", unaudited.length);
  if (unaudited.length > 0) {
    report.note(
      `${unaudited.length} item(s) created by a write that was never acknowledged have no audit record: ` +
        "the item and its audit entry are written in two statements, and the kill fell between them.",
    );
  }
}
