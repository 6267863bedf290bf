import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startServer } from "../lib/server.ts";
import {
  embeddedDatabaseUrl,
  postgresProcessesOn,
  query,
  readPostmasterPid,
  stopLeftoverPostgres,
} from "./embedded-state.ts";
import { isErrorShape, send, sleep } from "./http.ts";
import { createReport, type FaultResult } from "./result.ts";

const IN_FLIGHT = 48;
const SLOW_UPLOADS = 4;
const EXTRA_JOBS = 20_000;

/**
 * (c) SIGTERM while slow requests are in flight, on the embedded PostgreSQL: they all finish,
 * new connections are refused (or answered 503 in the error shape), the process exits 0 and
 * PostgreSQL is shut down cleanly (no process, no postmaster.pid, pg_control says "shut down",
 * so the next start needs no recovery), and the app starts again on the same DATA_DIR.
 */
export async function sigterm(): Promise<FaultResult> {
  const report = createReport("sigterm", "SIGTERM under load on the embedded PostgreSQL");
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-faults-sigterm-"));
  const env = { RATE_LIMIT_MAX: "100000" };
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, env });
    const url = await embeddedDatabaseUrl(dataDir);
    const [version] = await query<{ server_version: string }>(url, "show server_version");
    report.figure("postgres", `embedded ${version?.server_version}`);
    // Enough jobs that a search and a page of results take a noticeable while to serve.
    await query(
      url,
      `insert into jobs (title, company_id, description, status, published_at, apply_url)
       select 'Engineer ' || n, (select id from companies order by name limit 1),
              'Engineering work number ' || n || ' with a team that cares about people.',
              'published', now() - make_interval(mins => n), 'https://example.com/apply'
       from generate_series(1, ${EXTRA_JOBS}) n`,
    );
    // Each request distinct (another page of results), so no cache answers it at once.
    const targets = [
      (n: number) => `/api/jobs/public?q=engineering%20work&pageSize=100&page=${n}`,
      (n: number) => `/jobs?q=engineer&page=${n}`,
      (n: number) => `/api/jobs/public?q=team%20people&pageSize=100&sort=salary&page=${n}`,
      (n: number) => `/jobs?q=work&page=${n}`,
    ];
    const baseUrl = server.url;
    const port = server.port;
    const ended = <T>(promise: Promise<T>) =>
      promise.then((value) => ({ ...value, endedAt: performance.now() }));
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, index) =>
      ended(
        send(`${baseUrl}${targets[index % targets.length]!(1 + index)}`, { timeoutMs: 60_000 }),
      ),
    );
    // Slow clients: their bodies are still arriving well after the signal, whatever the speed
    // of the machine, so these requests are surely in flight when it comes.
    const uploads = Array.from({ length: SLOW_UPLOADS }, (_, index) =>
      ended(slowContactPost(port, index, 2_500)),
    );
    // Long enough for the server to have read every request (a request still unread in a
    // socket buffer is, to the server, no different from a new one), short of answering them.
    await sleep(1_000);
    const signalled = performance.now();
    process.kill(server.pid, "SIGTERM");
    const exit = server.exited.then((value) => ({ ...value, at: performance.now() }));
    let exited = false;
    void exit.then(() => {
      exited = true;
    });

    // New connections during the drain: refused, or answered 503 in the error shape.
    const attempts: string[] = [];
    await sleep(30);
    while (!exited && performance.now() - signalled < 25_000) {
      attempts.push(await freshConnection(server.port));
      await sleep(25);
    }
    const answers = await Promise.all(inFlight);
    const uploaded = await Promise.all(uploads);
    const { code, signal, at } = await exit;

    const open = [...answers, ...uploaded].filter((answer) => answer.endedAt > signalled).length;
    report.figure("stillServedAtSignal", open);
    report.check(
      "requests were still being served when SIGTERM came",
      open >= SLOW_UPLOADS + 8,
      `${open} of ${IN_FLIGHT + SLOW_UPLOADS} answered after the signal (at least ${SLOW_UPLOADS + 8} needed for the test to mean something)`,
    );
    const stored = uploaded.filter((answer) => answer.status === 201).length;
    report.check(
      "slow uploads under way at SIGTERM are read to the end and stored (201)",
      stored === SLOW_UPLOADS,
      `${stored} of ${SLOW_UPLOADS} (${tally(uploaded.map((answer) => String(answer.status || answer.failure)))})`,
    );
    const finished = answers.filter((answer) => answer.status === 200).length;
    const longest = Math.max(...answers.map((answer) => answer.ms));
    report.figure("inFlightAtSignal", IN_FLIGHT);
    report.figure("inFlightFinished", finished);
    report.figure("longestInFlightMs", Math.round(longest));
    report.figure("exitAfterSignalMs", Math.round(at - signalled));
    report.figure("newConnectionAttemptsDuringDrain", attempts.length);
    report.check(
      "requests in flight at SIGTERM all finish with 200",
      finished === IN_FLIGHT,
      `${finished} of ${IN_FLIGHT} (${tally(answers.map((answer) => answer.failure ?? String(answer.status)))})`,
    );
    // A connection the kernel had queued when the listener closed is reset before any byte is
    // read: no work was done and the client may retry, so it counts as refused.
    const turnedAway = new Set(["refused", "reset before an answer", "503 shaped"]);
    const accepted = attempts.filter((attempt) => !turnedAway.has(attempt));
    report.check(
      "new connections during the drain are refused or answered 503 in the error shape",
      accepted.length === 0,
      attempts.length === 0 ? "the process exited before any attempt" : tally(attempts),
    );
    report.check("the process exits with code 0", code === 0, `code ${code}, signal ${signal}`);

    const left = await postgresProcessesOn(dataDir);
    const lock = await readPostmasterPid(dataDir);
    const state = await controlState(dataDir);
    report.figure("pgControlState", state);
    report.check(
      "no postgres left running on the data directory",
      left.length === 0,
      `${left.length} left`,
    );
    report.check("no postmaster.pid left behind", lock === null, lock ? `pid ${lock.pid}` : "none");
    report.check(
      "pg_control says the database was shut down cleanly (no recovery on the next start)",
      state === "shut down",
      state,
    );
    // At debug level the app logs PostgreSQL's own start-up lines, which say how it last stopped.
    server = await startServer({ dataDir, env: { ...env, LOG_LEVEL: "debug" } });
    const log = server.output().join("\n");
    const recovered = /not properly shut down|automatic recovery|was interrupted/.test(log);
    const cleanLine = /database system was shut down at/.test(log);
    report.check(
      "PostgreSQL's log on the next start shows no recovery",
      !recovered,
      recovered
        ? "it recovered from an unclean stop"
        : cleanLine
          ? '"database system was shut down at …", no recovery'
          : "no recovery line (its start-up lines had scrolled out of the kept output)",
    );
    const health = await send(`${server.url}/api/health`);
    report.check(
      "the app starts again on the same DATA_DIR",
      health.status === 200,
      `health ${health.status}`,
    );
  } finally {
    await server?.stop("SIGTERM");
    await stopLeftoverPostgres(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return report.result();
}

/** One request on a brand-new TCP connection (no keep-alive pool that would hide a refusal). */
function freshConnection(port: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/health", agent: false, timeout: 10_000 },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => {
          let shaped = false;
          try {
            shaped = isErrorShape(JSON.parse(text));
          } catch {}
          const status = response.statusCode ?? 0;
          resolve(status === 503 ? `503 ${shaped ? "shaped" : "unshaped"}` : `answered ${status}`);
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") resolve("refused");
      else if (error.code === "ECONNRESET") resolve("reset before an answer");
      else resolve(`error ${error.code ?? error.message}`);
    });
  });
}

/** A contact message whose body arrives in two halves, `pauseMs` apart. */
function slowContactPost(
  port: number,
  index: number,
  pauseMs: number,
): Promise<{ status: number; failure?: string }> {
  const body = JSON.stringify({
    name: "Slow Sender",
    email: `slow${index}@example.com`,
    subject: `A slow message ${index}`,
    message: "This body arrives in two halves, the second after the server was told to stop.",
  });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, failure: error.code ?? error.message }),
    );
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), pauseMs);
  });
}

/**
 * The cluster state in global/pg_control: a 4-byte enum after the 8-byte system identifier and
 * two 4-byte version numbers, stable across PostgreSQL versions. 1 is "shut down"; 6, "in
 * production", is what a server that did not stop cleanly leaves, and means crash recovery.
 */
async function controlState(dataDir: string): Promise<string> {
  const names = [
    "starting up",
    "shut down",
    "shut down in recovery",
    "shutting down",
    "in crash recovery",
    "in archive recovery",
    "in production",
  ];
  const file = await fs.readFile(path.join(dataDir, "postgres", "global", "pg_control"));
  const state = file.readUInt32LE(16);
  return names[state] ?? `unknown (${state})`;
}

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}×${count}`).join(", ");
}
