import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { embeddedDatabaseUrl, query } from "./faults/embedded-state.ts";
import { connectHeapProbe, INSPECT_OPTIONS } from "./faults/heap-probe.ts";
import { login, send } from "./faults/http.ts";
import { createLedger } from "./faults/ledger.ts";
import { type AfterGcSample, type MemorySample, memoryVerdict } from "./faults/memory.ts";
import { runTag } from "./faults/payloads.ts";
import { latencyTable, type SoakSummary, soakMarkdown } from "./faults/soak-report.ts";
import { isError, runAtRate } from "./faults/steady.ts";
import { type Account, createTraffic, type Outcome, publicContent } from "./faults/traffic.ts";
import { writeDocSection } from "./lib/doc-section.ts";
import { describeMachine } from "./lib/machine.ts";
import { memoryLine, memoryReader } from "./lib/memory.ts";
import { writeResults } from "./lib/results.ts";
import { ensureBuild, startServer } from "./lib/server.ts";

/**
 * npm run bench:soak [-- --minutes 10 --rate 40]: mixed traffic at a steady rate against the
 * production server on an embedded PostgreSQL in a temporary DATA_DIR. Passes with zero errors,
 * flat server memory and every acknowledged write present at the end.
 */
const { values } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, rate: { type: "string", default: "40" } },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!(minutes > 0) || !(rate > 0)) throw new Error("--minutes and --rate take positive numbers");
const SAMPLE_EVERY_MS = 10_000;
/**
 * A full collection is forced for each after-GC sample: once a minute, not to disturb the run,
 * or more often in a short run, so that there are at least eight of them.
 */
const HEAP_EVERY_SAMPLES = Math.max(
  1,
  Math.min(6, Math.floor((minutes * 60_000) / 8 / SAMPLE_EVERY_MS)),
);
const admin: Account = { email: "soak-admin@example.com", password: "soak-admin-password" };

ensureBuild();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-soak-"));
const server = await startServer({
  dataDir,
  env: {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_MAX: "1000000",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, INSPECT_OPTIONS].filter(Boolean).join(" "),
  },
});
try {
  const databaseUrl = await embeddedDatabaseUrl(dataDir);
  const version = await query<{ server_version: string }>(databaseUrl, "show server_version");
  const processes = await memoryReader(server.pid, databaseUrl);
  const memoryAtStart = await processes.read();
  const machine = {
    ...(await describeMachine()),
    postgres: `${version[0]?.server_version} (embedded)`,
  };
  const adminToken = await login(server.url, admin.email, admin.password);
  const tag = runTag("soak");
  const members: Account[] = [];
  for (let n = 1; n <= 5; n++) {
    const member = { email: `${tag}-member${n}@example.com`, password: "soak-member-password" };
    const made = await send(`${server.url}/api/auth/register`, {
      method: "POST",
      json: { name: `Member ${n}`, ...member },
    });
    if (made.status !== 201) throw new Error(`registering a member failed: ${made.status}`);
    members.push(member);
  }
  const ledger = createLedger();
  const traffic = createTraffic({
    baseUrl: server.url,
    admin,
    adminToken,
    members,
    ...(await publicContent(server.url)),
    ledger,
    tag,
  });

  console.log(
    `soak: ${minutes} min at ${rate} operations/s against ${server.url} (pid ${server.pid})`,
  );
  const outcomes: Outcome[] = [];
  const memory: MemorySample[] = [];
  const afterGc: AfterGcSample[] = [];
  const probe = await connectHeapProbe(server.output);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const sampleMemory = async () => {
    memory.push({ atS: seconds(), rssMiB: await server.rssMiB() });
  };
  const sampleHeap = async () => {
    afterGc.push({ atS: seconds(), ...(await probe.afterGc()) });
  };
  await sampleMemory();
  await sampleHeap();
  const peaks = processes.startPeaks();
  let samples = 0;
  const sampler = setInterval(() => {
    samples++;
    const withHeap = samples % HEAP_EVERY_SAMPLES === 0;
    void sampleMemory()
      .then(() => (withHeap ? sampleHeap() : undefined))
      .then(() => {
        const last = memory.at(-1)!;
        const errors = outcomes.filter(isError).length;
        const gc = afterGc.at(-1);
        const live = withHeap
          ? `; after a full GC: heap ${gc?.heapMiB} + external ${gc?.externalMiB} MiB, RSS ${gc?.rssMiB} MiB`
          : "";
        console.log(
          `  ${last.atS} s: ${outcomes.length} requests, ${errors} errors, RSS ${last.rssMiB} MiB${live}`,
        );
      });
  }, SAMPLE_EVERY_MS);

  const { skipped, writesWithoutLane, elapsedS } = await runAtRate(() => traffic.next(), {
    rate,
    minutes,
    outcomes,
  });
  clearInterval(sampler);
  const memoryPeak = await peaks.stop();
  await sampleMemory();
  await sampleHeap();
  probe.close();
  const processMemory = {
    atStart: memoryAtStart,
    peak: memoryPeak,
    idleAfter: await processes.read(),
  };
  await processes.close();

  console.log("verifying every acknowledged write …");
  const verification = await ledger.verify(server.url, adminToken);
  const missingMessages = await missingContactMessages(
    server.url,
    adminToken,
    tag,
    traffic.contactIds,
  );
  const errors = outcomes.filter(isError);
  const memoryResult = memoryVerdict(memory, afterGc, minutes);
  // The rate is reported, not judged: on a shared machine the server may fall behind without
  // anything being wrong with it; what it answers, and what it keeps, is judged.
  const checks = {
    noErrors: errors.length === 0,
    flatMemory: memoryResult.flat,
    writesPresent: verification.problems.length === 0,
    messagesPresent: missingMessages.length === 0,
  };
  const summary: SoakSummary = {
    passed: Object.values(checks).every(Boolean),
    checks,
    minutes,
    targetRate: rate,
    operationsPerSecond:
      Math.round(((outcomes.length > 0 ? countOperations(outcomes) : 0) / elapsedS) * 10) / 10,
    requests: outcomes.length,
    requestsPerSecond: Math.round((outcomes.length / elapsedS) * 10) / 10,
    skippedTicks: skipped,
    writesWithoutFreeLane: writesWithoutLane,
    errors: { count: errors.length, first: errors.slice(0, 20) },
    latency: latencyTable(outcomes),
    memory: memoryResult,
    processMemory,
    writes: {
      acknowledged: verification.acknowledgedWrites,
      items: verification.entities,
      problems: verification.problems.slice(0, 20),
      contactMessagesAcknowledged: traffic.contactIds.length,
      contactMessagesMissing: missingMessages.length,
    },
  };
  await writeResults("soak", machine, summary);
  await writeDocSection("docs/RELIABILITY.md", "soak", soakMarkdown(summary, machine));
  const { rss, afterGc: gc } = memoryResult;
  for (const line of soakMarkdown(summary, machine).split("\n").slice(0, 4)) console.log(line);
  console.log(memoryLine(processMemory));
  console.log(
    `${summary.passed ? "PASS" : "FAIL"} soak: ${minutes} min, ${summary.requests} requests (${summary.requestsPerSecond}/s), ` +
      `${errors.length} errors, RSS ${rss.startMiB} → ${rss.endMiB} MiB (max ${rss.maxMiB}, ${rss.slopeMiBPerMinute} MiB/min ` +
      `after warm-up), after full GCs held ${gc.heldStartMiB} → ${gc.heldEndMiB} MiB (${gc.heldSlopeMiBPerMinute} MiB/min) and ` +
      `RSS ${gc.rssStartMiB} → ${gc.rssEndMiB} MiB (${gc.rssSlopeMiBPerMinute} MiB/min), flat: ${memoryResult.flat}, ` +
      `${verification.acknowledgedWrites} acknowledged writes, ${verification.problems.length} missing or wrong, ` +
      `${traffic.contactIds.length} contact messages, ${missingMessages.length} missing`,
  );
  process.exitCode = summary.passed ? 0 : 1;
} finally {
  await server.stop("SIGTERM");
  await fs.rm(dataDir, { recursive: true, force: true });
}

/** A login journey is three requests for one operation. */
function countOperations(outcomes: Outcome[]): number {
  return outcomes.filter((outcome) => outcome.op !== "login" || outcome.path === "/api/auth/login")
    .length;
}

/** Every contact message answered 201 must be in the admin inbox. */
async function missingContactMessages(baseUrl: string, token: string, tag: string, ids: string[]) {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await send(`${baseUrl}/api/messages?q=${tag}&pageSize=100&page=${page}`, {
      token,
    });
    const items = (result.body as { items?: { id: string }[] } | null)?.items ?? [];
    for (const item of items) seen.add(item.id);
    if (items.length < 100) break;
  }
  return ids.filter((id) => !seen.has(id));
}
