import type { Machine } from "../lib/machine.ts";

export type Verdict = "PASS" | "FAIL" | "PENDING";
export type Figures = Record<string, number | string | boolean | null>;
export type CheckResult = { name: string; verdict: Verdict; detail: string; figures: Figures };

/**
 * The checks of one run, each printed the moment it is decided (one line: verdict, name,
 * figures), so a long run shows its progress and a later crash loses nothing already learnt.
 * PENDING is for a check whose feature is not in the app yet: it does not pass.
 */
export function createChecks() {
  const results: CheckResult[] = [];
  const notes: string[] = [];
  function record(name: string, verdict: Verdict, detail: string, figures: Figures = {}) {
    results.push({ name, verdict, detail, figures });
    console.log(`${verdict.padEnd(7)} ${name}: ${detail}`);
    return verdict === "PASS";
  }
  return {
    results,
    notes,
    /** Records a check decided by `pass`; answers it, so a caller can stop what depends on it. */
    check(name: string, pass: boolean, detail: string, figures: Figures = {}) {
      return record(name, pass ? "PASS" : "FAIL", detail, figures);
    },
    pending(name: string, detail: string) {
      return record(name, "PENDING", detail);
    },
    /** A check that could not even run (an exception): a failure, with the reason. */
    crashed(name: string, error: unknown) {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      return record(name, "FAIL", `did not run to the end: ${text.slice(0, 1_500)}`);
    },
    note(text: string) {
      notes.push(text);
      console.log(`        note: ${text}`);
    },
    count(verdict: Verdict) {
      return results.filter((result) => result.verdict === verdict).length;
    },
  };
}
export type Checks = ReturnType<typeof createChecks>;

/** Figures for a report: milliseconds and seconds rounded so a line stays readable. */
export const ms = (value: number) => Math.round(value * 10) / 10;
export const seconds = (valueMs: number) => Math.round(valueMs / 100) / 10;

/** The run as docs/DEPLOYMENT.md shows it, between its bench:cluster markers. */
export function clusterSection(
  machine: Machine,
  run: { versions: Record<string, string>; rollingRounds: number; checks: CheckResult[] },
): string {
  const mark = { PASS: "✅", FAIL: "❌", PENDING: "⏳" } as const;
  const tools = Object.entries(run.versions)
    .map(([name, version]) => (version.startsWith(name) ? version : `${name} ${version}`))
    .join(", ");
  return [
    `Last run: ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machine.cpuCount} × ` +
      `${machine.cpuModel}, Node ${machine.node}, PostgreSQL ${machine.postgres ?? "?"}, ${tools}; ` +
      `${run.rollingRounds} rolling-restart rounds. Figures from \`bench/results/cluster.json\`.`,
    "",
    ...run.checks.map((check) => `- ${mark[check.verdict]} ${check.name}: ${check.detail}`),
  ].join("\n");
}
