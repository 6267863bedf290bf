/**
 * `npm run bench:alerts`: one daily run of job alert digests at scale. Adds MEMBERS members with
 * ALERTS_EACH daily alerts each to the load-test database (`npm run bench:data`: 100,000 jobs),
 * every alert last looked a day ago, then runs `npm run alerts -- send-now` (the same code as the
 * schedule) as its own process, and reports how long it took, how many digests it queued and its
 * peak memory, while a production server on the same database answers /jobs under load: the
 * page latency before and during the run says whether the site kept its speed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openCareerDatabase } from "./lib/career-database.ts";
import { createRandom } from "./lib/fake-jobs.ts";
import { CATEGORIES, PLACES, ROLES } from "./lib/fake-words.ts";
import { combineLoads, type LoadResult, measureLoad } from "./lib/load.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { ROOT, writeResults } from "./lib/results.ts";
import { ensureBuild, startServer } from "./lib/server.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ALERTS_EACH = 3;
const DOMAIN = "bench-alerts.example";
const LOCALES = ["en", "en", "en", "ja", "zh-Hans", "zh-Hant", "th", "id"];
const BATCH = 5_000;
/** Pages a second asked of the site before and during the run. */
const PAGE_RATE = 20;

const database = await openCareerDatabase();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const counted = await client.query<{ jobs: number }>("select count(*)::int jobs from jobs");
  const jobs = counted.rows[0]!.jobs;
  if (jobs < 10_000) throw new Error(`Only ${jobs} jobs: run npm run bench:data first.`);
  const alerts = await prepareAlerts(client);
  const fresh = (
    await client.query<{ n: number }>(
      "select count(*)::int n from jobs where status = 'published' and published_at > now() - interval '1 day' and published_at <= now()",
    )
  ).rows[0]!.n;

  ensureBuild();
  const server = await startServer({
    dataDir: path.join(ROOT, "data/bench-alerts"),
    env: {
      DATABASE_URL: database.url,
      WORKER: "off",
      SEED_DEMO: "false",
      RATE_LIMIT_MAX: "1000000",
    },
  });
  try {
    const load = (seconds: number) =>
      measureLoad({
        url: server.url,
        paths: [
          "/jobs",
          "/jobs?q=engineer",
          "/jobs?location=Singapore",
          "/jobs?q=analyst&workplace=hybrid",
        ],
        // A busy small site's traffic, not the most the server can take: the question is
        // whether a visitor waits longer while digests go out.
        connections: 4,
        overallRate: PAGE_RATE,
        durationSeconds: seconds,
        warmupSeconds: 2,
      });
    const before = await load(10);
    const during: LoadResult[] = [];
    const run = runDigests(database.url);
    let finished = false;
    void run.finally(() => {
      finished = true;
    });
    while (!finished) during.push(await load(5));
    const { seconds, peakMiB, output } = await run;
    const after = combineLoads(during);

    const queued = (
      await client.query<{ n: number }>(`select count(*)::int n from outbox where "to" like $1`, [
        `%@${DOMAIN}`,
      ])
    ).rows[0]!.n;
    const machine = await describeMachine(database.url);
    const results = {
      members: MEMBERS,
      alerts,
      jobs,
      jobsPublishedInTheLastDay: fresh,
      runSeconds: seconds,
      digestsQueued: queued,
      runOutput: output,
      peakMemoryMiB: peakMiB,
      // What loading the app's code alone peaks at, whatever the work: the run's own share is the rest.
      appCodePeakMiB: await codePeakMiB(),
      serverRssMiB: await server.rssMiB(),
      pageLatencyMs: {
        before: {
          p50: before.latencyMs.p50,
          p99: before.latencyMs.p99,
          rps: before.requestsPerSecond,
        },
        during: {
          p50: after.latencyMs.p50,
          p99: after.latencyMs.p99,
          rps: after.requestsPerSecond,
        },
      },
      pagesPerSecondAsked: PAGE_RATE,
      target: "under 10 minutes on this 2-core machine",
    };
    const file = await writeResults("alert-digests", machine, results);
    console.log(machineLine(machine));
    console.log(
      `${alerts} alerts of ${MEMBERS} members over ${jobs} jobs (${fresh} published in the last day):`,
    );
    console.log(
      `  one daily run: ${seconds.toFixed(1)} s, ${queued} digests queued, peak memory ${peakMiB} MiB (loading the code alone: ${results.appCodePeakMiB} MiB)`,
    );
    console.log(`  ${output}`);
    console.log(
      `  /jobs at ${PAGE_RATE} pages/s meanwhile: p50 ${before.latencyMs.p50} → ${after.latencyMs.p50} ms, p99 ${before.latencyMs.p99} → ${after.latencyMs.p99} ms, ${before.requestsPerSecond.toFixed(0)} → ${after.requestsPerSecond.toFixed(0)} req/s`,
    );
    console.log(`Saved ${path.relative(ROOT, file)}`);
  } finally {
    await server.stop();
  }
} finally {
  await client.end();
  await database.stop();
}

/**
 * The bench members and their alerts, made afresh (with the previous run's digests cleared):
 * each member three searches drawn from job titles' words, places, workplaces and categories,
 * as people combine them, all last looked a day ago.
 */
async function prepareAlerts(db: pg.Client): Promise<number> {
  const started = performance.now();
  await db.query("delete from users where email like $1", [`%@${DOMAIN}`]);
  await db.query(`delete from outbox where "to" like $1`, [`%@${DOMAIN}`]);
  await db.query("delete from pgboss.job where name = 'mail'").catch(() => {});
  const random = createRandom(20_261_124);
  // As after the previous daily run: every alert looked at the same moment, a day ago.
  const lastRun = new Date(Date.now() - 86_400_000);
  const words = [
    ...new Set(
      Object.values(ROLES)
        .flat()
        .flatMap((title) => title.split(" ")),
    ),
  ].filter((word) => word.length > 3);
  const query = () => {
    const search: Record<string, unknown> = {};
    if (random.next() < 0.8) search.q = random.pick(words).toLowerCase();
    if (random.next() < 0.5) search.location = random.pick(PLACES)[0];
    if (random.next() < 0.3) search.workplace = [random.pick(["remote", "hybrid", "onsite"])];
    if (random.next() < 0.2) search.category = [random.pick(CATEGORIES)];
    return search;
  };
  for (let from = 0; from < MEMBERS; from += BATCH) {
    const size = Math.min(BATCH, MEMBERS - from);
    const people = Array.from({ length: size }, (_, i) => ({
      email: `member-${from + i}@${DOMAIN}`,
      locale: random.pick(LOCALES),
    }));
    const { rows } = await db.query<{ id: string }>(
      `insert into users (email, name, role, password_hash, locale, email_verified_at)
       select e, 'Bench member', 'member', 'not-a-password', l, now()
       from unnest($1::text[], $2::text[]) as t(e, l) returning id`,
      [people.map((p) => p.email), people.map((p) => p.locale)],
    );
    const owners: string[] = [];
    const queries: string[] = [];
    for (const { id } of rows) {
      for (let n = 0; n < ALERTS_EACH; n += 1) {
        owners.push(id);
        queries.push(JSON.stringify(query()));
      }
    }
    await db.query(
      `insert into job_alerts (user_id, label, query, frequency, checked_until)
       select u, 'Bench search', q::jsonb, 'daily', $3
       from unnest($1::uuid[], $2::text[]) as t(u, q)`,
      [owners, queries, lastRun],
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`Made ${MEMBERS} members with ${MEMBERS * ALERTS_EACH} alerts in ${seconds} s.`);
  return MEMBERS * ALERTS_EACH;
}

/** `npm run alerts -- send-now` on the bench database; its time and peak memory (VmHWM). */
async function runDigests(url: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ["src/server/cli/alerts.ts", "send-now"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      SMTP_URL: "smtp://127.0.0.1:9",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  let peakMiB = 0;
  const sample = setInterval(async () => {
    const status = await fs.readFile(`/proc/${child.pid}/status`, "utf8").catch(() => "");
    const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    peakMiB = Math.max(peakMiB, Math.round(hwm / 1024));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sample);
  if (code !== 0) throw new Error(`npm run alerts -- send-now failed (${code}): ${output}`);
  return { seconds: (performance.now() - started) / 1000, peakMiB, output: output.trim() };
}

/** The peak memory of a process that only loads the app's services. */
async function codePeakMiB(): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "await import('./src/server/services.ts'); setTimeout(() => {}, 500)",
    ],
    {
      cwd: ROOT,
      stdio: "ignore",
    },
  );
  let peak = 0;
  const sample = setInterval(async () => {
    const status = await fs.readFile(`/proc/${child.pid}/status`, "utf8").catch(() => "");
    peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0));
  }, 50);
  await new Promise((resolve) => child.on("exit", resolve));
  clearInterval(sample);
  return Math.round(peak / 1024);
}
