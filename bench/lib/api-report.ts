import { markdownTable } from "./doc-section.ts";
import type { LoadResult } from "./load.ts";
import { type Machine, machineLine } from "./machine.ts";
import { type MemoryFigures, memoryLine } from "./memory.ts";
import type { PacedResult } from "./paced.ts";

export type ApiCase = {
  name: string;
  label: string;
  /** The URL measured, or a pattern of them when `paths` is given. */
  path: string;
  kind: "json" | "page";
  search: boolean;
  /**
   * Judged against the throughput and latency targets (docs/PERFORMANCE.md); the others explain
   * the figures, the uncached searches by a target of their own.
   */
  target: boolean;
  /** Many URLs taken in turn (see load.ts); `path` then describes them. */
  paths?: string[];
};

export type CaseResult = ApiCase & {
  responseBytes: number;
  app: LoadResult;
  ceiling: LoadResult;
  /** The app's requests/s as a fraction of the ceiling's. */
  ratio: number;
  /**
   * The load generator's CPU (1 = one core; the most of any round) against the app and the
   * ceiling: near 1 it, not the server, set the pace.
   */
  generatorCpu: { app: number; ceiling: number };
  /**
   * Many paths only: the same paths sent at a steady rate below the most the app answered, the
   * wait a visitor sees (at 50 busy connections, the latency is the queue's length).
   */
  paced?: PacedResult[];
};

export type Target = { target: string; reached: boolean; detail: string };

export type Settings = {
  connections: number;
  /** Per side (app, ceiling), split into `rounds` alternating measurements. */
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
};

const SEARCH_P99_MS = 50;
const UNCACHED_SEARCH_P99_MS = 200;
const JSON_RATIO = 1 / 3;

const failures = (result: LoadResult) => result.errors + result.non2xx;

/** The three throughput targets (docs/PERFORMANCE.md), each with the cases that decide it. */
export function evaluateTargets(results: CaseResult[]): Target[] {
  const describe = (items: CaseResult[], figure: (item: CaseResult) => string) =>
    items.map((item) => `${item.label}: ${figure(item)}`).join("; ");
  const targeted = results.filter((item) => item.target);
  // A case that completed no request at all failed too, whatever its error count says.
  const failing = targeted.filter((item) => failures(item.app) > 0 || item.app.requests === 0);
  const searches = targeted.filter((item) => item.search);
  const json = targeted.filter((item) => item.kind === "json");
  return [
    {
      target: "No errors (connection errors, timeouts, non-2xx answers)",
      reached: failing.length === 0,
      detail: failing.length
        ? describe(failing, (item) => `${item.app.errors} errors, ${item.app.non2xx} non-2xx`)
        : `none in the ${targeted.length} target cases`,
    },
    {
      target: `Search p99 under ${SEARCH_P99_MS} ms at 50 connections`,
      reached: searches.every((item) => item.app.latencyMs.p99 < SEARCH_P99_MS),
      detail: describe(searches, (item) => `p99 ${item.app.latencyMs.p99} ms`),
    },
    ...results
      .filter((item) => item.search && item.paced?.length)
      .map((item) => {
        const busiest = item.paced!.at(-1)!;
        return {
          target: `${item.label}: p99 under ${UNCACHED_SEARCH_P99_MS} ms at ${PACED_SHARES.at(-1)! * 100} % of the most the app answers`,
          reached: busiest.latencyMs.p99 < UNCACHED_SEARCH_P99_MS && busiest.failures === 0,
          detail: `${pacedFigures(item.paced!)}; at 50 connections (${item.app.requestsPerSecond} req/s): p99 ${item.app.latencyMs.p99} ms`,
        };
      }),
    {
      target: "JSON endpoints at least 1/3 of the ceiling",
      reached: json.every((item) => item.ratio >= JSON_RATIO),
      detail: describe(json, (item) => percent(item.ratio)),
    },
  ];
}

/** The shares of a case's measured requests/s at which its paths are also sent at a steady rate. */
export const PACED_SHARES = [0.5, 0.75];

function pacedFigures(runs: PacedResult[]): string {
  return runs
    .map(
      ({ rate, latencyMs, failures: failed, generatorCpu }) =>
        `at ${rate} req/s: p50 ${latencyMs.p50} ms, p90 ${latencyMs.p90} ms, p99 ${latencyMs.p99} ms, ` +
        `${failed} failures, generator CPU ${generatorCpu}`,
    )
    .join("; ");
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const ms = (value: number) => `${value} ms`;

function rows(results: CaseResult[]) {
  return results.map((item) => [
    item.label,
    item.app.requestsPerSecond,
    ms(item.app.latencyMs.p50),
    ms(item.app.latencyMs.p99),
    item.ceiling.requestsPerSecond,
    ms(item.ceiling.latencyMs.p99),
    percent(item.ratio),
    `${item.app.errors} / ${item.app.non2xx}`,
    `${Math.round(item.responseBytes / 102.4) / 10} KiB`,
    `${item.generatorCpu.app} / ${item.generatorCpu.ceiling}`,
  ]);
}

const HEADER = [
  "Case",
  "App req/s",
  "App p50",
  "App p99",
  "Ceiling req/s",
  "Ceiling p99",
  "App / ceiling",
  "Errors / non-2xx",
  "Response",
  "wrk CPU (app / ceiling)",
];

/** A plain-text table for the terminal. */
export function consoleTable(results: CaseResult[], targets: Target[]): string {
  const table = [HEADER, ...rows(results).map((row) => row.map(String))];
  const widths = HEADER.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map((row) =>
    row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "),
  );
  lines.splice(1, 0, widths.map((width) => "-".repeat(width)).join("  "));
  const verdicts = targets.map(
    (item) => `${item.reached ? "REACHED    " : "NOT REACHED"}  ${item.target} (${item.detail})`,
  );
  return [...lines, "", ...verdicts].join("\n");
}

/** The generated part of docs/PERFORMANCE.md between the bench:api markers. */
export function markdownSection(
  results: CaseResult[],
  targets: Target[],
  machine: Machine,
  settings: Settings,
  databaseKind: string,
  memory: MemoryFigures,
  data: { jobs: number; companies: number; resultsFile: string },
): string {
  const paths = results.map(
    (item) => `- ${item.label}: \`GET ${item.path}\`${item.target ? "" : " (not a target case)"}`,
  );
  return [
    `Last run: ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machineLine(machine)}; ` +
      `${settings.connections} connections; app and ceiling ${settings.durationSeconds} s each, ` +
      `in ${settings.rounds} alternating rounds, after a ${settings.warmupSeconds} s warm-up; ` +
      `latency percentiles are the median of the rounds'; database: ${databaseKind} PostgreSQL ` +
      `with ${data.jobs.toLocaleString("en")} jobs at ${data.companies.toLocaleString("en")} companies; ` +
      "load from wrk with one thread, whose CPU share (1 = a whole core) is the last column. " +
      `Figures from \`bench/results/${data.resultsFile}.json\`.`,
    "",
    markdownTable(HEADER, rows(results)),
    "",
    generatorHeadroom(results),
    "",
    memoryLine(memory),
    "",
    ...paths,
    "",
    "Targets:",
    "",
    ...outsideTargets(results),
    ...targets.map(
      (item) =>
        `- **${item.reached ? "Reached" : "Not reached"}**: ${item.target} (${item.detail}).`,
    ),
  ].join("\n");
}

/** Failures in the cases that explain rather than decide: stated, never hidden. */
function outsideTargets(results: CaseResult[]): string[] {
  return results
    .filter((item) => !item.target && failures(item.app) > 0)
    .map((item) => {
      const codes = Object.entries(item.app.statusCodes)
        .map(([code, count]) => `${count} × ${code}`)
        .join(", ");
      return `- Outside the targets, ${item.label}: ${item.app.errors} errors, ${item.app.non2xx} non-2xx (${codes}).`;
    });
}

/**
 * Whether wrk could have gone faster than the fastest figure it reported: its requests per
 * CPU-second there is what one whole core of it would drive.
 */
export function generatorHeadroom(results: CaseResult[]): string {
  const fastest = results.reduce<CaseResult | undefined>(
    (best, item) =>
      !best || item.ceiling.requestsPerSecond > best.ceiling.requestsPerSecond ? item : best,
    undefined,
  );
  if (!fastest || fastest.generatorCpu.ceiling <= 0) return "";
  const perCore = Math.round(fastest.ceiling.requestsPerSecond / fastest.generatorCpu.ceiling);
  const times = Math.round((perCore / fastest.ceiling.requestsPerSecond) * 100) / 100;
  return (
    `The load generator had room: at the fastest figure (${fastest.label}, ceiling ` +
    `${fastest.ceiling.requestsPerSecond} req/s) wrk used ${fastest.generatorCpu.ceiling} of a ` +
    `core, so one whole core of it drives about ${perCore} req/s, ${times}× that figure.`
  );
}
