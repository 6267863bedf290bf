import { markdownTable } from "../lib/doc-section.ts";
import type { Delivery } from "./delivery.ts";
import { CATEGORIES, type Category, type RunFigures } from "./lighthouse-run.ts";

/** What every measured page must score in each Lighthouse category (docs/PERFORMANCE.md). */
export const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Largest Contentful Paint, at most (Lighthouse mobile, simulated throttling). */
export const LCP_TARGET_MS = 1200;
/** The JavaScript a page loads first, compressed, at most. */
export const SCRIPT_TARGET_BYTES = 125 * 1024;

/** Each figure of a run, as the median over the runs (the audits and versions are reported apart). */
export type Medians = Omit<RunFigures, "shortfalls" | "browser" | "lighthouseVersion">;

export type PageResult = {
  name: string;
  path: string;
  median: Medians;
  runs: RunFigures[];
  delivery: Delivery;
  /** Categories below target in the median, each with the audits that cost points. */
  belowTarget: { category: Category; score: number; target: number; causes: string[] }[];
};

/** Median of each figure separately, so one slow run (a busy shared machine) does not count. */
export function summarise(
  name: string,
  path: string,
  runs: RunFigures[],
  delivery: Delivery,
): PageResult {
  const pick = (get: (run: RunFigures) => number) => median(runs.map(get));
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) scores[category] = pick((run) => run.scores[category]);
  const belowTarget = CATEGORIES.filter((category) => scores[category] < TARGETS[category]).map(
    (category) => ({
      category,
      score: scores[category],
      target: TARGETS[category],
      causes: causesOf(runs, category),
    }),
  );
  return {
    name,
    path,
    median: {
      scores,
      lcpMs: pick((run) => run.lcpMs),
      tbtMs: pick((run) => run.tbtMs),
      cls: pick((run) => run.cls),
      fcpMs: pick((run) => run.fcpMs),
      scriptBytes: pick((run) => run.scriptBytes),
      totalBytes: pick((run) => run.totalBytes),
      benchmarkIndex: pick((run) => run.benchmarkIndex),
    },
    runs,
    delivery,
    belowTarget,
  };
}

/** Every audit that cost points in any run, with its values and how many of the runs it did. */
function causesOf(runs: RunFigures[], category: Category): string[] {
  const byAudit = new Map<string, { title: string; values: string[]; count: number }>();
  for (const run of runs) {
    for (const { id, title, displayValue } of run.shortfalls[category]) {
      const entry = byAudit.get(id) ?? { title, values: [], count: 0 };
      entry.count++;
      if (displayValue) entry.values.push(displayValue);
      byAudit.set(id, entry);
    }
  }
  return [...byAudit.values()].map(({ title, values, count }) => {
    const detail = values.length > 0 ? ` (${[...new Set(values)].join("; ")})` : "";
    return `${title}${detail} — ${count}/${runs.length} runs`;
  });
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (score: number, category: Category) =>
  score >= TARGETS[category] ? `${score}` : `**${score}**`;
const bold = (text: string, good: boolean) => (good ? text : `**${text}**`);
const markKib = (bytes: number) => bold(kib(bytes), bytes <= SCRIPT_TARGET_BYTES);

/** The figures as a Markdown table (also printed to the console). */
export function resultsTable(pages: PageResult[]): string {
  const header = [
    "page",
    "perf",
    "perf per run",
    "a11y",
    "best pr.",
    "SEO",
    "LCP",
    "TBT",
    "CLS",
    "LCP per run",
    "JS (transfer)",
    "CPU index per run",
  ];
  const rows = pages.map(({ name, path, median: m, runs }) => [
    `${name} \`${path}\``,
    mark(m.scores.performance, "performance"),
    runs.map((run) => run.scores.performance).join(" / "),
    mark(m.scores.accessibility, "accessibility"),
    mark(m.scores["best-practices"], "best-practices"),
    mark(m.scores.seo, "seo"),
    bold(ms(m.lcpMs), m.lcpMs <= LCP_TARGET_MS),
    ms(m.tbtMs),
    m.cls.toFixed(3),
    runs.map((run) => Math.round(run.lcpMs)).join(" / "),
    kib(m.scriptBytes),
    runs.map((run) => Math.round(run.benchmarkIndex)).join(" / "),
  ]);
  return markdownTable(header, rows);
}

export function deliveryTable(pages: PageResult[]): string {
  const rows = pages.map(({ name, delivery: { html, scripts } }) => [
    name,
    `${html.contentEncoding ?? "none"}, ${kib(html.bytes)}, \`${html.cacheControl ?? "no Cache-Control"}\``,
    String(scripts.count),
    markKib(scripts.brotliBytes),
    kib(scripts.gzipBytes),
    `\`${scripts.cacheControl ?? "no Cache-Control"}\``,
  ]);
  return markdownTable(
    ["page", "HTML", "first-load modules", "their Brotli", "their gzip", "their Cache-Control"],
    rows,
  );
}

/** Plain words on what keeps a page below target, or that every target is met. */
export function shortfallText(pages: PageResult[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    if (page.median.lcpMs > LCP_TARGET_MS) {
      lines.push(`- ${page.name}: LCP ${ms(page.median.lcpMs)} (target ${ms(LCP_TARGET_MS)})`);
    }
    if (page.delivery.scripts.brotliBytes > SCRIPT_TARGET_BYTES) {
      const { brotliBytes } = page.delivery.scripts;
      lines.push(`- ${page.name}: first-load JavaScript ${kib(brotliBytes)} with Brotli`);
    }
    for (const below of page.belowTarget) {
      lines.push(`- ${page.name}: ${below.category} ${below.score} (target ${below.target})`);
      for (const cause of below.causes) lines.push(`  - ${cause}`);
      if (below.causes.length === 0) lines.push("  - no single audit failed in every run");
    }
  }
  return lines.length === 0 ? "Every page meets every target." : lines.join("\n");
}
