import { markdownTable } from "../lib/doc-section.ts";
import { type Machine, machineLine } from "../lib/machine.ts";
import { type MemoryFigures, memoryLine } from "../lib/memory.ts";
import { percentile, round } from "./http.ts";
import type { MemoryVerdict } from "./memory.ts";
import { MAX_IN_FLIGHT } from "./steady.ts";
import type { Outcome } from "./traffic.ts";

export type LatencyRow = {
  op: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export type SoakSummary = {
  passed: boolean;
  checks: Record<string, boolean>;
  minutes: number;
  targetRate: number;
  operationsPerSecond: number;
  requests: number;
  requestsPerSecond: number;
  skippedTicks: number;
  writesWithoutFreeLane: number;
  errors: { count: number; first: Outcome[] };
  latency: LatencyRow[];
  memory: MemoryVerdict;
  /** RSS and PSS of the server and of its embedded PostgreSQL: at start, at peak, after. */
  processMemory: MemoryFigures;
  writes: {
    acknowledged: number;
    items: number;
    problems: string[];
    contactMessagesAcknowledged: number;
    contactMessagesMissing: number;
  };
};

/** Per kind of operation: how many requests, how many wrong answers, latency percentiles in ms. */
export function latencyTable(outcomes: Outcome[]): LatencyRow[] {
  const byOp = new Map<string, Outcome[]>();
  for (const outcome of outcomes) byOp.set(outcome.op, [...(byOp.get(outcome.op) ?? []), outcome]);
  return [...byOp].map(([op, list]) => {
    const ms = list.map((outcome) => outcome.ms);
    return {
      op,
      requests: list.length,
      errors: list.filter((outcome) => outcome.status !== outcome.expected).length,
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      p99: round(percentile(ms, 99)),
      max: round(Math.max(...ms)),
    };
  });
}

export function soakMarkdown(summary: SoakSummary, machine: Machine): string {
  const { memory, writes } = summary;
  const yes = (value: boolean) => (value ? "yes" : "**no**");
  const lines = [
    `Last run ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machineLine(machine)}: **${summary.passed ? "PASS" : "FAIL"}**.`,
    "",
    `- ${summary.minutes} min at a target of ${summary.targetRate} operations/s: ${summary.requests} requests ` +
      `(${summary.requestsPerSecond}/s, ${summary.operationsPerSecond} operations/s), ${summary.skippedTicks} ticks skipped because ` +
      `${MAX_IN_FLIGHT} requests were already waiting.`,
    `- Errors (a 5xx, an unexpected 4xx, a time-out of 10 s): ${summary.errors.count}. Zero errors: ${yes(summary.checks.noErrors ?? false)}.`,
    `- Server RSS (every 10 s): ${memory.rss.startMiB} MiB at start, ${memory.rss.endMiB} MiB at the end, ` +
      `${memory.rss.maxMiB} MiB at most, slope after the ${memory.warmUpS} s warm-up ${memory.rss.slopeMiBPerMinute} MiB/min.`,
    `- Right after a forced full garbage collection (once a minute): memory the program holds (live heap + external) ` +
      `${memory.afterGc.heldStartMiB} → ${memory.afterGc.heldEndMiB} MiB (${memory.afterGc.heapEndMiB} + ` +
      `${memory.afterGc.externalEndMiB} at the end; slope ${memory.afterGc.heldSlopeMiBPerMinute} MiB/min); ` +
      `RSS ${memory.afterGc.rssStartMiB} → ${memory.afterGc.rssEndMiB} MiB (slope ${memory.afterGc.rssSlopeMiBPerMinute} MiB/min, reported, not judged).`,
    `- Flat (${memory.rule}): ${yes(memory.flat)}.`,
    `- ${memoryLine(summary.processMemory)}`,
    `- Acknowledged admin writes: ${writes.acknowledged} on ${writes.items} companies and jobs, ${writes.problems.length} missing or ` +
      `different afterwards; contact messages acknowledged: ${writes.contactMessagesAcknowledged}, ${writes.contactMessagesMissing} missing. ` +
      `Every acknowledged write present: ${yes((summary.checks.writesPresent ?? false) && (summary.checks.messagesPresent ?? false))}.`,
    "",
    markdownTable(
      ["operation", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"],
      summary.latency.map((row) => [
        row.op,
        row.requests,
        row.errors,
        row.p50,
        row.p95,
        row.p99,
        row.max,
      ]),
    ),
  ];
  if (summary.errors.count > 0) {
    lines.push(
      "",
      "First errors:",
      ...summary.errors.first.map(
        (e) => `- ${e.op} ${e.path}: ${e.status || e.failure} (expected ${e.expected})`,
      ),
    );
  }
  if (writes.problems.length > 0)
    lines.push("", "Write problems:", ...writes.problems.map((problem) => `- ${problem}`));
  return lines.join("\n");
}
