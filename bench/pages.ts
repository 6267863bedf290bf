/**
 * `npm run bench:pages [-- --size=1m] [--only=<case>,…]`: public pages under load from wrk
 * (Debian's, installed when missing) on the data set `npm run bench:data` fills, three ways in alternating
 * rounds: a bare Node server answering the page's captured bytes (the ceiling), the app (its page
 * cache), and nginx with deploy/nginx.conf's proxy_cache in front of the app. Prints a table with
 * wrk's own CPU share, writes bench/results/pages[-1m].json and the pages section of
 * docs/PERFORMANCE.md (not for a partial --only run). Environment: BENCH_CONNECTIONS (50),
 * BENCH_DURATION (9 s per side, in BENCH_ROUNDS (3) rounds), BENCH_WARMUP (3 s),
 * BENCH_DATABASE_URL.
 */
import path from "node:path";
import { freePort } from "../src/server/lib/free-port.ts";
import { requireNginx, startNginx } from "./cluster/nginx.ts";
import {
  dataSize,
  openCareerDatabase,
  requireFilledDatabase,
  sizedName,
} from "./lib/career-database.ts";
import { type CapturedResponse, captureResponse, startCeilingServer } from "./lib/ceiling.ts";
import { markdownTable, writeDocSection } from "./lib/doc-section.ts";
import { COMMON_WORD } from "./lib/fake-jobs.ts";
import { describeMachine } from "./lib/machine.ts";
import { ROOT, writeResults } from "./lib/results.ts";
import { loadSettings, onlyCases } from "./lib/run-options.ts";
import { ensureBuild, startServer } from "./lib/server.ts";
import {
  combineThroughput,
  ensureWrk,
  measureThroughput,
  type ThroughputResult,
} from "./lib/wrk.ts";
import { ensurePageContent, type PageTargets, pageTargets } from "./pages/content.ts";
import { type Freshness, measureFreshness } from "./pages/freshness.ts";
import {
  HEADER,
  markdownSection,
  type PageCase,
  type PageResult,
  rows,
  verdicts,
} from "./pages/report.ts";

const settings = loadSettings(9);
const only = onlyCases();

function casesFor(targets: PageTargets): PageCase[] {
  const cached = (name: string, label: string, path: string): PageCase => ({
    name,
    label,
    path,
    cached: true,
  });
  const all = [
    cached("home", "Home /", "/"),
    cached("jobs", "Job list /jobs", "/jobs"),
    cached("jobs-search", `/jobs?q=${COMMON_WORD}`, `/jobs?q=${COMMON_WORD}`),
    cached(
      "jobs-filters",
      "/jobs, remote jobs in Singapore",
      "/jobs?location=Singapore&workplace=remote",
    ),
    cached("job", "A job page", `/jobs/${targets.jobId}`),
    cached("company", "A company page", `/companies/${targets.companySlug}`),
    cached("post", "A blog post", `/blog/${targets.postSlug}`),
    cached("event", "An event", `/events/${targets.eventId}`),
    cached("jobs-ja", "Job list in Japanese /ja/jobs", "/ja/jobs"),
    {
      name: "jobs-member",
      label: "/jobs signed in (rendered for her: no cache)",
      path: "/jobs",
      headers: { cookie: targets.memberCookie },
      cached: false,
    },
  ];
  return only ? all.filter((item) => only.includes(item.name)) : all;
}

const size = dataSize();
const database = await openCareerDatabase(size);
const stops: (() => Promise<void>)[] = [];
try {
  await requireFilledDatabase(database.url, size);
  await ensurePageContent(database.url);
  const machine = await describeMachine(database.url);
  ensureBuild();
  ensureWrk();
  const nginxVersion = requireNginx();
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir: path.join(ROOT, "data/bench-pages"),
    env: {
      DATABASE_URL: database.url,
      SEED_DEMO: "false",
      RATE_LIMIT_MAX: "1000000",
      // As in production: links made from it, never from the Host header, so pages are public.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
    },
  });
  stops.push(() => server.stop());
  const targets = await pageTargets(server.url, database.url);
  const nginx = await startNginx({
    port: await freePort(),
    apps: [`127.0.0.1:${port}`, `127.0.0.1:${port}`],
  });
  stops.push(() => nginx.stop());
  const cases = casesFor(targets);

  const captured = new Map<string, CapturedResponse>();
  for (const item of cases) {
    const response = await captureResponse(server.url + item.path, item.headers);
    if (response.status !== 200) throw new Error(`${item.path} answered ${response.status}`);
    captured.set(item.name, response);
  }
  // The ceiling answers each case's bytes at the case's own path; a case sharing another's path
  // (the member's /jobs) is measured against the anonymous page's bytes, nearly the same size.
  const ceiling = await startCeilingServer(
    new Map(cases.map((item) => [item.path, captured.get(item.name)!])),
  );
  stops.push(() => ceiling.stop());

  const results: PageResult[] = [];
  for (const item of cases) {
    console.log(`Measuring ${item.label}: ${item.path}`);
    const sides = {
      ceiling: [] as ThroughputResult[],
      app: [] as ThroughputResult[],
      nginx: [] as ThroughputResult[],
    };
    const load = {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds / settings.rounds,
      ...(item.headers ? { headers: item.headers } : {}),
    };
    for (let round = 0; round < settings.rounds; round++) {
      const warmupSeconds = round === 0 ? settings.warmupSeconds : 0;
      sides.ceiling.push(
        await measureThroughput({ ...load, url: ceiling.url + item.path, warmupSeconds }),
      );
      sides.app.push(
        await measureThroughput({ ...load, url: server.url + item.path, warmupSeconds }),
      );
      if (item.cached) {
        sides.nginx.push(
          await measureThroughput({ ...load, url: nginx.url + item.path, warmupSeconds }),
        );
      }
    }
    results.push({
      ...item,
      responseBytes: captured.get(item.name)!.body.length,
      ceiling: combineThroughput(sides.ceiling),
      app: combineThroughput(sides.app),
      nginx: sides.nginx.length ? combineThroughput(sides.nginx) : null,
    });
  }

  const freshness = await measureFreshness({
    databaseUrl: database.url,
    appUrl: server.url,
    nginxUrl: nginx.url,
    path: `/blog/${targets.postSlug}`,
    slug: targets.postSlug,
  });
  const lines = [...verdicts(results), freshnessLine(freshness)];
  console.log(`\n${markdownTable(HEADER, rows(results))}\n`);
  for (const line of lines) console.log(`- ${line}`);
  if (only) {
    console.log("\nPartial run (--only): results and docs left as they were.");
  } else {
    const file = await writeResults(sizedName("pages", size), machine, {
      settings,
      nginx: nginxVersion,
      database: database.kind,
      cases: results,
      freshness,
      verdicts: lines,
    });
    await writeDocSection(
      "docs/PERFORMANCE.md",
      sizedName("pages", size),
      markdownSection(results, lines, machine, settings, size),
    );
    console.log(`\nWrote ${path.relative(ROOT, file)} and docs/PERFORMANCE.md`);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.stop();
}

function freshnessLine({ appAtOnce, nginxSeconds }: Freshness): string {
  const nginx = Number.isNaN(nginxSeconds)
    ? "through nginx it had not shown after 30 s"
    : `through nginx after ${nginxSeconds} s (documented: within about 11 s)`;
  return `A post renamed in the database: the app showed the new title ${appAtOnce ? "at once" : "NOT at once"}, ${nginx}`;
}
