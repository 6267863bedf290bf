import fs from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type Shortfall = { id: string; title: string; displayValue: string | null };

/** What one Lighthouse run of one page measured. */
export type RunFigures = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Transfer size of every script the page loaded (compressed bytes on the wire). */
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's CPU speed estimate for this run: low values mean a busy machine. */
  benchmarkIndex: number;
  /** Audits that cost points, per category. */
  shortfalls: Record<Category, Shortfall[]>;
  lighthouseVersion: string;
  browser: string;
};

/**
 * One Lighthouse run with the default configuration (mobile form factor, simulated throttling)
 * in a Chromium of its own, so no cache, service worker or memory pressure carries over
 * between runs.
 */
export async function runLighthouse(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    await keepReport(lhr);
    return figuresOf(lhr);
  } finally {
    chrome.kill();
  }
}

/** BENCH_WEB_REPORTS=<dir> keeps every full report, to read the details behind a score. */
async function keepReport(lhr: Result): Promise<void> {
  const dir = process.env.BENCH_WEB_REPORTS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, "-") || "-";
  const file = path.join(dir, `lhr${page}${Date.now()}.json`);
  await fs.writeFile(file, JSON.stringify(lhr));
}

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = {} as Record<Category, number>;
  const shortfalls = {} as Record<Category, Shortfall[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    shortfalls[category] = shortfallsOf(lhr, category);
  }
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    scriptBytes: resourceBytes(lhr, "script"),
    totalBytes: resourceBytes(lhr, "total"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    shortfalls,
    lighthouseVersion: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "unknown",
  };
}

function resourceBytes(lhr: Result, resourceType: string): number {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return Number.NaN;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === "number" ? row.transferSize : Number.NaN;
}

/**
 * The audits that keep a category below 100: weighted audits that did not pass, and for
 * performance also the insights and diagnostics Lighthouse flags (they carry no weight but
 * name the cause of a slow metric).
 */
function shortfallsOf(lhr: Result, category: Category): Shortfall[] {
  const entry = lhr.categories[category];
  if (!entry) return [];
  const found: Shortfall[] = [];
  for (const ref of entry.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    const mode = audit.scoreDisplayMode;
    if (mode === "notApplicable" || mode === "informative" || mode === "manual") continue;
    const threshold = category === "performance" && ref.weight === 0 ? 0.9 : 1;
    if (audit.score >= threshold) continue;
    if (category !== "performance" && ref.weight === 0) continue;
    found.push({ id: ref.id, title: audit.title, displayValue: audit.displayValue || null });
  }
  return found;
}
