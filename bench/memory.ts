import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { embeddedDatabaseUrl } from "./faults/embedded-state.ts";
import { dataSize, openCareerDatabase, requireFilledDatabase } from "./lib/career-database.ts";
import { writeDocSection } from "./lib/doc-section.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { type MemoryFigures, type MemoryReading, memoryLine, memoryReader } from "./lib/memory.ts";
import { ROOT, writeResults } from "./lib/results.ts";
import { ensureBuild, type RunningServer, startServer } from "./lib/server.ts";
import { ensureWrk, measureThroughput } from "./lib/wrk.ts";

/**
 * npm run bench:memory [-- --runs 2 --seconds 50 --embedded]: the server's memory at its peak
 * under the heaviest public load, where nearly every request misses the page cache: 50
 * connections on 3,000 distinct job pages (a third with their JSON too), 500 company pages,
 * 64 two-word searches as pages and 64 as JSON, and the lists, in random order, Brotli and gzip
 * asked for. The server runs as `npm start` runs it (package.json's flags and environment), on
 * the bench database (`npm run bench:data`) or, with --embedded, on an embedded PostgreSQL
 * holding a copy of it (made once under data/, with pg_dump and pg_restore), as `npm start` on
 * one machine would. Prints and saves the RSS and PSS of the server and of PostgreSQL at start,
 * at the peak (read every second) and idle after, with the throughput; writes the
 * `bench:memory` section of docs/PERFORMANCE.md.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "2" },
    seconds: { type: "string", default: "50" },
    embedded: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const EMBEDDED_DIR = path.join(ROOT, "data/bench-memory-embedded");
const WORDS = ["engineer", "manager", "design", "finance", "remote", "data", "singapore", "sales"];

ensureBuild();
ensureWrk();
const size = dataSize([]);
const bench = await openCareerDatabase(size);
await requireFilledDatabase(bench.url, size);

/** A server on the bench data: its own DATABASE_URL, or the embedded copy of it. */
async function start(): Promise<{ server: RunningServer; databaseUrl: string }> {
  const env = { SEED_DEMO: "false", RATE_LIMIT_MAX: "1000000" };
  if (!values.embedded) {
    const dataDir = path.join(ROOT, "data/bench-memory");
    const server = await startServer({ dataDir, env: { ...env, DATABASE_URL: bench.url } });
    return { server, databaseUrl: bench.url };
  }
  const server = await startServer({ dataDir: EMBEDDED_DIR, env });
  return { server, databaseUrl: await embeddedDatabaseUrl(EMBEDDED_DIR) };
}

/** Copies the bench database into the embedded one, unless it holds its jobs already. */
async function fillEmbedded() {
  const { server, databaseUrl } = await start();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async () =>
    (await client.query<{ count: number }>("select count(*)::int from jobs")).rows[0]!.count;
  try {
    if ((await count()) < size.jobs) {
      console.log("Copying the bench database into the embedded PostgreSQL (once)…");
      const dump = `${EMBEDDED_DIR}.dump`;
      execFileSync("pg_dump", ["-Fc", "-f", dump, bench.url]);
      // pg-boss's tables are there already and refuse a clean drop: pg_restore reports those
      // and goes on, so the count of jobs says whether the copy took.
      spawnSync("pg_restore", ["--clean", "--if-exists", "--no-owner", "-d", databaseUrl, dump]);
      await fs.rm(dump);
      if ((await count()) < size.jobs) throw new Error("pg_restore did not copy the bench data");
    }
    // A restored database has no planner statistics until analysed.
    await client.query("vacuum analyze");
  } finally {
    await client.end();
    await server.stop();
  }
}

async function paths(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const jobs = await client.query<{ id: string }>(
    "select id from jobs where status = 'published' order by random() limit 3000",
  );
  const companies = await client.query<{ slug: string }>(
    "select slug from companies where published order by random() limit 500",
  );
  await client.end();
  const searches = WORDS.flatMap((word) => WORDS.map((other) => `q=${word}+${other}`));
  const all = [
    ...jobs.rows.flatMap(({ id }, i) => [
      `/jobs/${id}`,
      ...(i % 3 ? [] : [`/api/jobs/public/${id}`]),
    ]),
    ...companies.rows.map(({ slug }) => `/companies/${slug}`),
    ...searches.flatMap((query) => [`/jobs?${query}`, `/api/jobs/public?${query}&page=2`]),
    ...["/", "/jobs", "/companies", "/blog", "/events"],
  ];
  return all.sort(() => Math.random() - 0.5);
}

async function run() {
  const { server, databaseUrl } = await start();
  try {
    const memory = await memoryReader(server.pid, databaseUrl);
    const load = await paths(databaseUrl);
    const atStart = await memory.read();
    const peaks = memory.startPeaks(1_000);
    const result = await measureThroughput({
      url: server.url,
      paths: load,
      connections: 50,
      durationSeconds: seconds,
      warmupSeconds: 0,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const peak = await peaks.stop();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const figures: MemoryFigures = { atStart, peak, idleAfter: await memory.read() };
    await memory.close();
    console.log(
      `  ${result.requestsPerSecond} req/s, p99 ${result.latencyMs.p99} ms, ` +
        `${result.errors} errors. ${memoryLine(figures)}`,
    );
    return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.latencyMs.p99, figures };
  } finally {
    await server.stop();
  }
}

if (values.embedded) await fillEmbedded();
const machine = await describeMachine(values.embedded ? undefined : bench.url);
const results: Awaited<ReturnType<typeof run>>[] = [];
for (let index = 1; index <= runs; index++) {
  console.log(`Run ${index} of ${runs}: ${seconds} s at 50 connections`);
  results.push(await run());
}
await bench.stop();

const range = (pick: (reading: MemoryReading) => number, of: keyof MemoryFigures) => {
  const all = results.map((result) => pick(result.figures[of]));
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return low === high ? `${low}` : `${low}–${high}`;
};
const together = (reading: MemoryReading) =>
  Math.round((reading.server.pssMiB + reading.postgres.pssMiB) * 10) / 10;
const database = values.embedded ? "the embedded PostgreSQL" : "PostgreSQL";
const lines = [
  `Last run ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machineLine(machine)}, ` +
    `${runs} runs of ${seconds} s, on ${database} with the 100,000-job bench data:`,
  "",
  "| | at start | peak | idle after |",
  "| --- | --- | --- | --- |",
  ...(
    [
      ["server RSS", (reading) => reading.server.rssMiB],
      ["server PSS", (reading) => reading.server.pssMiB],
      [`${database} PSS`, (reading) => reading.postgres.pssMiB],
      ["server and PostgreSQL PSS", together],
    ] as [string, (reading: MemoryReading) => number][]
  ).map(
    ([label, pick]) =>
      `| ${label} (MiB) | ${range(pick, "atStart")} | ${range(pick, "peak")} | ${range(pick, "idleAfter")} |`,
  ),
  "",
  `Throughput ${results.map((result) => result.requestsPerSecond).join(", ")} req/s, ` +
    `p99 ${results.map((result) => result.p99Ms).join(", ")} ms (nearly all page cache misses).`,
];
await writeResults(values.embedded ? "memory-embedded" : "memory", machine, { runs: results });
await writeDocSection(
  "docs/PERFORMANCE.md",
  values.embedded ? "memory-embedded" : "memory",
  lines.join("\n"),
);
console.log(lines.join("\n"));
