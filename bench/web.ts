/**
 * Page speed: Lighthouse (mobile, simulated throttling) against the production build on Debian's
 * Chromium, five runs per page, medians reported. `npm run bench:web`.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_RUNS (default 5),
 * BENCH_WEB_REPORTS=<dir> to keep every full Lighthouse report (JSON) for reading the details.
 */
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../scripts/chromium.ts";
import { writeDocSection } from "./lib/doc-section.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { writeResults } from "./lib/results.ts";
import { ensureBuild } from "./lib/server.ts";
import { type AppServer, startAppServer } from "./web/app-server.ts";
import { checkDelivery } from "./web/delivery.ts";
import { type RunFigures, runLighthouse } from "./web/lighthouse-run.ts";
import {
  deliveryTable,
  type PageResult,
  resultsTable,
  shortfallText,
  summarise,
  TARGETS,
} from "./web/summary.ts";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const DOC = "docs/PERFORMANCE.md";

type Page = { name: string; path: string };

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("BENCH_WEB_RUNS must be a whole number");
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROME_PATH`,
    );
  }
  ensureBuild();
  const server = await startAppServer();
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    measured = await measure(server);
  } finally {
    await server.stop();
  }
  const { pages, environment, machine } = measured;

  const table = resultsTable(pages);
  console.log(`\nMedian of ${RUNS} Lighthouse runs per page (mobile, simulated throttling):\n`);
  console.log(table);
  console.log(`\n${deliveryTable(pages)}\n`);
  console.log(shortfallText(pages));

  const file = await writeResults("web", machine, {
    method: {
      tool: `Lighthouse ${environment.lighthouse}, default config (mobile form factor, simulated throttling)`,
      browser: `${environment.browser} (${CHROMIUM_PATH})`,
      runsPerPage: RUNS,
      aggregate: "median of each figure separately",
      scriptBytes: "transfer size of all script resources (compressed bytes)",
    },
    targets: TARGETS,
    pages,
  });
  console.log(`\nResults: ${file}`);
  await writeDocSection(
    DOC,
    "web",
    docSection(pages, machineLine(machine), environment, machine.date),
  );
  console.log(`Section "web" of ${DOC} updated.`);
}

async function measure(server: AppServer) {
  const targets = await pagesToMeasure(server.origin);
  await warmUp(server, targets);
  const runs = new Map<Page, RunFigures[]>(targets.map((page) => [page, []]));
  // Round after round rather than page after page: a burst of load from another process on the
  // shared machine then spreads over all pages instead of sinking one.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of targets) {
      const figures = await runWithRetry(`${server.origin}${page.path}`);
      console.log(
        `${page.path} run ${round}/${RUNS}: performance ${figures.scores.performance}, ` +
          `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
      );
      runs.get(page)?.push(figures);
    }
  }
  const pages: PageResult[] = [];
  for (const page of targets) {
    const delivery = await checkDelivery(server.origin, page.path);
    pages.push(summarise(page.name, page.path, runs.get(page) ?? [], delivery));
  }
  const last = runs.get(targets[0] as Page)?.at(-1);
  const environment = {
    lighthouse: last?.lighthouseVersion ?? "unknown",
    browser: last?.browser ?? "unknown",
  };
  return { pages, environment, machine: await describeMachine(server.databaseUrl ?? undefined) };
}

/** Lighthouse now and then loses the trace (NO_NAVSTART and the like): such a run is repeated. */
async function runWithRetry(url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

/**
 * The five pages of the issue, and two in other scripts (Japanese jobs, a Thai job page: their
 * whole catalogue rides in the HTML); a job and a post are whatever the demo seed published first.
 */
async function pagesToMeasure(origin: string): Promise<Page[]> {
  const jobs = await getJson<{ items: { id: string }[] }>(`${origin}/api/jobs/public?pageSize=1`);
  const posts = await getJson<{ items: { slug: string }[] }>(
    `${origin}/api/blogs/public?pageSize=1`,
  );
  const job = jobs.items[0];
  const post = posts.items[0];
  if (!job || !post) throw new Error("the demo seed published no job or no blog post");
  return [
    { name: "Home", path: "/" },
    { name: "Jobs", path: "/jobs" },
    { name: "Job", path: `/jobs/${job.id}` },
    { name: "Companies", path: "/companies" },
    { name: "Blog post", path: `/blog/${post.slug}` },
    { name: "Jobs (ja)", path: "/ja/jobs" },
    { name: "Job (th)", path: `/th/jobs/${job.id}` },
  ];
}

/** The first render of each route loads its modules and warms the pool: not what a visitor meets. */
async function warmUp(server: AppServer, pages: Page[]) {
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(`${server.origin}${page.path}`)).text();
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function docSection(
  pages: PageResult[],
  machine: string,
  environment: { lighthouse: string; browser: string },
  date: string,
): string {
  return [
    `Last run: ${date.slice(0, 10)} on ${machine}; Lighthouse ${environment.lighthouse}, ${environment.browser}.`,
    `Each figure is the **median of ${RUNS} runs** per page (mobile form factor, simulated throttling); ` +
      `scores below target are in bold. "CPU index" is Lighthouse's benchmark index of the run ` +
      "(lower means a busier machine, whose slowness simulated throttling multiplies). " +
      "JS (transfer) is what Lighthouse counted: the scripts as Chromium received them (Brotli) " +
      "with about 1 KiB of HTTP/1.1 headers each, which HTTP/2 compresses away. The delivery " +
      "table sums the bodies of the modules each page loads first, with Brotli (the target, " +
      "125 KiB) and with gzip (for a client without Brotli).",
    "",
    resultsTable(pages),
    "",
    "How the server delivered each page (its stylesheet is inline) and the modules its code loads first:",
    "",
    deliveryTable(pages),
    "",
    "What keeps a page below target:",
    "",
    shortfallText(pages),
  ].join("\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
