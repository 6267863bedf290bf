import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServer } from "../lib/server.ts";
import { startDedicatedPostgres } from "./dedicated-postgres.ts";
import { query } from "./embedded-state.ts";
import { isErrorShape, login, round, send, sleep } from "./http.ts";
import { createLedger } from "./ledger.ts";
import { runTag } from "./payloads.ts";
import { createReport, type FaultResult } from "./result.ts";
import { runWriter } from "./writers.ts";

const ADMIN = { email: "faults-admin@example.com", password: "faults-admin-password" };
const READERS = 6;
const DOWN_MS = 5_000;
/** Longest a request may take while the database is down: the pool's connect time-out is 5 s. */
const MAX_DOWN_RESPONSE_MS = 6_000;
/** How soon after PostgreSQL is back every request must succeed again. */
const MAX_RECOVERY_MS = 5_000;

type Phase = "up" | "stopping" | "down" | "starting" | "back";
type Sample = {
  phase: Phase;
  path: string;
  status: number;
  ms: number;
  endedAt: number;
  shaped: boolean;
};

/**
 * (b) The app's PostgreSQL (a dedicated server this script owns) stopped under load and started
 * again. While it is down every API request must answer 503 in the error shape, quickly; once it
 * is back the app must recover by itself, and acknowledged writes must survive.
 */
export async function postgresRestart(): Promise<FaultResult> {
  const report = createReport("postgres-restart", "PostgreSQL restarted under load");
  const postgres = await startDedicatedPostgres();
  const [version] = await query<{ server_version: string }>(postgres.url, "show server_version");
  report.figure("postgres", `dedicated ${version?.server_version}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-faults-restart-"));
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: postgres.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: "100000",
    },
  });
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const list = await send(`${server.url}/api/jobs/public?pageSize=10`);
    const jobIds = (list.body as { items: { id: string }[] }).items.map((job) => job.id);
    const paths = [
      "/api/health",
      "/api/jobs/public",
      "/api/jobs/public?q=engineer",
      ...jobIds.slice(0, 3).map((id) => `/api/jobs/public/${id}`),
      "/api/companies/public",
    ];
    let phase: Phase = "up";
    let running = true;
    const samples: Sample[] = [];
    const pages: Sample[] = [];
    const reader = async (index: number) => {
      for (let i = index; running; i++) {
        const target = i % 5 === 4 ? "/jobs" : paths[i % paths.length]!;
        const at = phase;
        const result = await send(`${server.url}${target}`, { timeoutMs: 30_000 });
        const sample = {
          phase: at,
          path: target,
          status: result.status,
          ms: result.ms,
          endedAt: performance.now(),
          shaped: isErrorShape(result.body),
        };
        (target.startsWith("/api/") ? samples : pages).push(sample);
        await sleep(10);
      }
    };
    const ledger = createLedger();
    const tag = runTag("restart");
    let serial = 0;
    const writer = runWriter({
      baseUrl: server.url,
      token,
      ledger,
      tag,
      nextSerial: () => ++serial,
      stopOnFailure: false,
      shouldStop: () => !running,
    });
    const readers = Array.from({ length: READERS }, (_, index) => reader(index));

    await sleep(3_000);
    phase = "stopping";
    await postgres.stop();
    phase = "down";
    await sleep(DOWN_MS);
    phase = "starting";
    await postgres.start();
    const backAt = performance.now();
    phase = "back";
    await sleep(8_000);
    running = false;
    const [writes] = await Promise.all([writer, ...readers]);

    const down = samples.filter((sample) => sample.phase === "down");
    const wrong = down.filter((sample) => sample.status !== 503 || !sample.shaped);
    const longest = Math.max(0, ...down.map((sample) => sample.ms));
    report.figure("apiRequestsWhileDown", down.length);
    report.figure("longestResponseWhileDownMs", Math.round(longest));
    report.check(
      "while down, every API request answers 503 in the error shape",
      down.length > 0 && wrong.length === 0,
      wrong.length === 0
        ? `${down.length} requests, all 503 UNAVAILABLE`
        : `${wrong.length} of ${down.length} were not: ${summarise(wrong)}`,
    );
    report.check(
      `while down, no request waits longer than ${MAX_DOWN_RESPONSE_MS} ms`,
      longest <= MAX_DOWN_RESPONSE_MS,
      `longest ${Math.round(longest)} ms`,
    );
    const health = down.filter((sample) => sample.path === "/api/health");
    report.check(
      "/api/health answers 503 while down",
      health.length > 0 && health.every((sample) => sample.status === 503),
      summarise(health),
    );

    const back = samples.filter((sample) => sample.phase === "back");
    const failedAfter = back.filter((sample) => sample.status !== 200);
    const lastFailure = Math.max(backAt, ...failedAfter.map((sample) => sample.endedAt));
    const recoveryMs = lastFailure - backAt;
    report.figure("recoveryMs", Math.round(recoveryMs));
    report.figure("apiRequestsAfterRestart", back.length);
    report.figure("failuresAfterRestart", failedAfter.length);
    report.check(
      `recovers by itself within ${MAX_RECOVERY_MS / 1000} s of PostgreSQL being back`,
      back.length > 0 && recoveryMs <= MAX_RECOVERY_MS && back.at(-1)?.status === 200,
      `last failure ${round(recoveryMs / 1000, 2)} s after restart; ${failedAfter.length} failures of ${back.length} since (${summarise(failedAfter)})`,
    );
    report.check(
      "no 500 in any phase",
      [...samples].every((sample) => sample.status !== 500),
      summarise(samples.filter((sample) => sample.status === 500)),
    );

    const verification = await ledger.verify(
      server.url,
      await login(server.url, ADMIN.email, ADMIN.password),
    );
    report.figure("acknowledgedWrites", verification.acknowledgedWrites);
    report.figure("writesRefusedOrUnanswered", writes.unexpected.length + writes.unanswered);
    report.check(
      "every acknowledged write survived the restart",
      verification.problems.length === 0,
      verification.problems.length === 0
        ? `${verification.acknowledgedWrites} writes verified`
        : verification.problems.slice(0, 5).join("; "),
    );
    const unexpectedWrites = writes.unexpected.filter((line) => !/: 503 /.test(line));
    report.check(
      "writes while down are refused with 503, nothing else",
      unexpectedWrites.length === 0,
      unexpectedWrites.length === 0
        ? `${writes.unexpected.length} writes answered 503`
        : unexpectedWrites.slice(0, 3).join("; "),
    );

    const pagesDown = pages.filter((sample) => sample.phase === "down");
    report.figure("pageStatusesWhileDown", summarise(pagesDown));
    report.check(
      'server-rendered pages answer 503 (the site\'s "try again in a moment" page) while it is down',
      pagesDown.length > 0 && pagesDown.every((sample) => sample.status === 503),
      summarise(pagesDown) || "no page request while down",
    );
  } finally {
    await server.stop("SIGTERM");
    await postgres.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return report.result();
}

/** "503×12, 500×1" and the like. */
function summarise(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = sample.status === 0 ? "no answer" : String(sample.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}×${count}`).join(", ") || "none";
}
