/**
 * `npm run bench:api [-- --size=1m] [--only=<case>,…]`: the API under load from wrk (Debian's,
 * installed when missing), each beside its ceiling (a bare Node server answering the same bytes),
 * on the database `npm run bench:data` fills (100,000 jobs, or a million); wrk's own CPU share is
 * reported beside each. The distinct uncached searches are also sent at steady rates (paced.ts),
 * and the memory of the server and of PostgreSQL is read at start, at its peak and after the
 * load (memory.ts). Prints a table, writes bench/results/api[-1m].json and the API section of
 * docs/PERFORMANCE.md (not for a partial --only run). Environment: BENCH_CONNECTIONS (50),
 * BENCH_DURATION (12 s per side, in BENCH_ROUNDS (3) alternating rounds), BENCH_WARMUP (3 s),
 * BENCH_DATABASE_URL.
 */
import os from "node:os";
import path from "node:path";
import {
  type ApiCase,
  type CaseResult,
  consoleTable,
  evaluateTargets,
  generatorHeadroom,
  markdownSection,
  PACED_SHARES,
} from "./lib/api-report.ts";
import {
  dataSize,
  openCareerDatabase,
  requireFilledDatabase,
  sizedName,
} from "./lib/career-database.ts";
import { type CapturedResponse, captureResponse, startCeilingServer } from "./lib/ceiling.ts";
import { writeDocSection } from "./lib/doc-section.ts";
import { COMMON_WORD, RARE_WORD, searchQueries } from "./lib/fake-jobs.ts";
import { combineLoads } from "./lib/load.ts";
import { describeMachine } from "./lib/machine.ts";
import { memoryLine, memoryReader } from "./lib/memory.ts";
import { measurePaced } from "./lib/paced.ts";
import { ROOT, writeResults } from "./lib/results.ts";
import { loadSettings, onlyCases } from "./lib/run-options.ts";
import { ensureBuild, startServer } from "./lib/server.ts";
import {
  ensureWrk,
  measureThroughput,
  pathsFromNext,
  rotated,
  type ThroughputResult,
} from "./lib/wrk.ts";

const settings = loadSettings(12);
const only = onlyCases();

const SEARCHES = searchQueries(600);
/** A Katakana word whose synonym group widens the search to eight other words. */
const SYNONYM_QUERY = "エンジニア";

function casesFor(jobId: string): ApiCase[] {
  const json = "json" as const;
  const all: ApiCase[] = [
    { name: "list", label: "Job list, page 1", path: "/api/jobs/public", kind: json },
    {
      name: "search-common",
      label: `Search "${COMMON_WORD}" (~30% of jobs)`,
      path: `/api/jobs/public?q=${COMMON_WORD}`,
      kind: json,
    },
    {
      name: "search-rare",
      label: `Search "${RARE_WORD}" (~0.1% of jobs)`,
      path: `/api/jobs/public?q=${RARE_WORD}`,
      kind: json,
    },
    {
      name: "search-synonyms",
      label: `Search "${SYNONYM_QUERY}" (engineer in every script, through synonyms)`,
      path: `/api/jobs/public?q=${encodeURIComponent(SYNONYM_QUERY)}`,
      kind: json,
    },
    {
      name: "search-salary",
      label: `Search "${COMMON_WORD}", salary at least SGD 6,000 a month, highest first`,
      path: `/api/jobs/public?q=${COMMON_WORD}&salary=6000&currency=SGD&period=month&sort=salary`,
      kind: json,
    },
    { name: "detail", label: "One job", path: `/api/jobs/public/${jobId}`, kind: json },
  ].map((item) => ({ ...item, search: item.name.startsWith("search"), target: true }));
  all.push({
    name: "search-uncached",
    label: `Search, ${SEARCHES.length} different queries in turn (cache misses)`,
    path: "/api/jobs/public?q=<word>&page=<1-3>",
    kind: json,
    search: true,
    target: false,
    paths: SEARCHES.map((query) => `/api/jobs/public?${query}`),
  });
  return only ? all.filter((item) => only.includes(item.name)) : all;
}

const size = dataSize();
const database = await openCareerDatabase(size);
let stopServer = async () => {};
let stopCeiling = async () => {};
let closeMemory = async () => {};
try {
  await requireFilledDatabase(database.url, size);
  // Described before the load: its load average tells what else was running on the machine.
  const machine = await describeMachine(database.url);
  ensureBuild();
  ensureWrk();
  const server = await startServer({
    dataDir: path.join(ROOT, "data/bench-api"),
    env: { DATABASE_URL: database.url, SEED_DEMO: "false", RATE_LIMIT_MAX: "1000000" },
  });
  stopServer = () => server.stop();
  const memory = await memoryReader(server.pid, database.url);
  closeMemory = memory.close;
  const memoryAtStart = await memory.read();
  const newest = (await (await fetch(`${server.url}/api/jobs/public?pageSize=1`)).json()) as {
    items: { id: string }[];
  };
  const cases = casesFor(newest.items[0]!.id);

  const captured = new Map<string, CapturedResponse>();
  for (const path of cases.flatMap((item) => item.paths ?? [item.path])) {
    const response = await captureResponse(server.url + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    captured.set(path, response);
  }
  const ceiling = await startCeilingServer(captured);
  stopCeiling = () => ceiling.stop();

  const results: CaseResult[] = [];
  const peaks = memory.startPeaks();
  for (const item of cases) {
    console.log(`Measuring ${item.label}: ${item.path}`);
    const path = item.paths?.[0] ?? item.path;
    const load = {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds / settings.rounds,
      ...(item.paths ? { paths: item.paths } : {}),
    };
    // Ceiling and app take turns, so that what else runs on the machine weighs on both alike.
    const ceilingPaths = item.paths ? [...item.paths] : undefined;
    const ceilingRounds: ThroughputResult[] = [];
    const appRounds: ThroughputResult[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      const first = round === 0;
      ceilingRounds.push(
        await measureThroughput({
          ...load,
          // Its own copy, so the ceiling's turns do not move the app's place in the list.
          ...(ceilingPaths ? { paths: ceilingPaths } : {}),
          url: ceiling.url + path,
          warmupSeconds: first ? 1 : 0,
        }),
      );
      appRounds.push(
        await measureThroughput({
          ...load,
          url: server.url + path,
          warmupSeconds: first ? settings.warmupSeconds : 0,
        }),
      );
    }
    const app = combineLoads(appRounds);
    const ceilingResult = combineLoads(ceilingRounds);
    // The same paths at steady rates below that, each run starting where the last one (or wrk)
    // stopped, so that none of the answers is still in the app's cache.
    const paced = [];
    let order = item.paths ? pathsFromNext(item.paths) : [];
    for (const share of item.paths ? PACED_SHARES : []) {
      const run = await measurePaced({
        baseUrl: server.url,
        paths: order,
        rate: Math.round(app.requestsPerSecond * share),
        durationSeconds: settings.durationSeconds,
      });
      order = rotated(order, run.requests);
      paced.push(run);
    }
    results.push({
      ...item,
      ...(paced.length ? { paced } : {}),
      responseBytes: captured.get(path)!.body.length,
      app,
      ceiling: ceilingResult,
      ratio: Math.round((app.requestsPerSecond / ceilingResult.requestsPerSecond) * 1000) / 1000,
      generatorCpu: {
        app: Math.max(...appRounds.map((round) => round.generatorCpu)),
        ceiling: Math.max(...ceilingRounds.map((round) => round.generatorCpu)),
      },
    });
  }

  const memoryPeak = await peaks.stop();
  // Idle after the load: what the server and the database keep once it has passed.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const memoryFigures = {
    atStart: memoryAtStart,
    peak: memoryPeak,
    idleAfter: await memory.read(),
  };
  const targets = evaluateTargets(results);
  console.log(
    `\n${consoleTable(results, targets)}\n\n${generatorHeadroom(results)}\n\n${memoryLine(memoryFigures)}`,
  );
  if (only) {
    console.log("\nPartial run (--only): results and docs left as they were.");
  } else {
    const loadAverageAfter = os.loadavg().map((load) => Math.round(load * 100) / 100);
    const data = {
      jobs: size.jobs,
      companies: size.companies,
      commonWord: COMMON_WORD,
      rareWord: RARE_WORD,
    };
    const file = await writeResults(sizedName("api", size), machine, {
      settings,
      loadAverageAfter,
      database: database.kind,
      data,
      cases: results,
      targets,
      memory: memoryFigures,
    });
    await writeDocSection(
      "docs/PERFORMANCE.md",
      sizedName("api", size),
      markdownSection(results, targets, machine, settings, database.kind, memoryFigures, {
        jobs: size.jobs,
        companies: size.companies,
        resultsFile: sizedName("api", size),
      }),
    );
    console.log(`\nWrote ${path.relative(ROOT, file)} and docs/PERFORMANCE.md`);
  }
} finally {
  await closeMemory();
  await stopCeiling();
  await stopServer();
  await database.stop();
}
