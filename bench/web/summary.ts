import { markdownTable } from "../lib/doc-section.ts";
import type { Delivery } from "./delivery.ts";
import { CATEGORIES, type Category, type RunFigures } from "./lighthouse-run.ts";

/** What every measured page must score in each Lighthouse category (docs/PERFORMANCE.md). */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

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
    "JS (transfer)",
    "CPU index",
  ];
  const rows = pages.map(({ name, path, median: m, runs }) => [
    `${name} \`${path}\``,
    mark(m.scores.performance, "performance"),
    runs.map((run) => run.scores.performance).join(" / "),
    mark(m.scores.accessibility, "accessibility"),
    mark(m.scores["best-practices"], "best-practices"),
    mark(m.scores.seo, "seo"),
    ms(m.lcpMs),
    ms(m.tbtMs),
    m.cls.toFixed(3),
    kib(m.scriptBytes),
    String(Math.round(m.benchmarkIndex)),
  ]);
  return markdownTable(header, rows);
}

export function deliveryTable(pages: PageResult[]): string {
  const describe = (facts: Delivery["html"] | null) =>
    facts
      ? `${facts.contentEncoding ?? "none"}, ${kib(facts.bytes)}, \`${facts.cacheControl ?? "no Cache-Control"}\``
      : "—";
  const rows = pages.map(({ name, delivery }) => [
    name,
    describe(delivery.html),
    describe(delivery.script),
    describe(delivery.stylesheet),
  ]);
  return markdownTable(["page", "HTML", "largest script", "stylesheet"], rows);
}

/** Plain words on what keeps a page below target, or that every target is met. */
export function shortfallText(pages: PageResult[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    for (const below of page.belowTarget) {
      lines.push(`- ${page.name}: ${below.category} ${below.score} (target ${below.target})`);
      for (const cause of below.causes) lines.push(`  - ${cause}`);
      if (below.causes.length === 0) lines.push("  - no single audit failed in every run");
    }
  }
  return lines.length === 0 ? "Every page meets every target." : lines.join("\n");
}
