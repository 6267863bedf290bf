import { parseArgs } from "node:util";
import { kill9 } from "./faults/kill9.ts";
import { postgresRestart } from "./faults/postgres-restart.ts";
import type { FaultResult } from "./faults/result.ts";
import { sigterm } from "./faults/sigterm.ts";
import { twoInstances } from "./faults/two-instances.ts";
import { markdownTable, writeDocSection } from "./lib/doc-section.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { writeResults } from "./lib/results.ts";
import { ensureBuild } from "./lib/server.ts";

/**
 * npm run bench:faults [-- --only kill9,sigterm]: each fault against the production server,
 * one PASS/FAIL line per fault, exit code 1 on any FAIL; a full run's results go to
 * bench/results/faults.json and docs/RELIABILITY.md.
 */
const FAULTS: Record<string, () => Promise<FaultResult>> = {
  kill9: () => kill9(3),
  "postgres-restart": postgresRestart,
  sigterm,
  "two-instances": () => twoInstances(3),
};

const { values } = parseArgs({ options: { only: { type: "string" } } });
const chosen = values.only ? values.only.split(",") : Object.keys(FAULTS);
const unknown = chosen.filter((name) => !FAULTS[name]);
if (unknown.length > 0) {
  console.error(
    `Unknown fault(s): ${unknown.join(", ")}; known: ${Object.keys(FAULTS).join(", ")}`,
  );
  process.exit(2);
}

ensureBuild();
// Each fault names the PostgreSQL it ran on (embedded, dedicated or the machine's) in its figures.
const machine = await describeMachine();
const results: FaultResult[] = [];
for (const name of chosen) {
  console.log(`… ${name}`);
  let result: FaultResult;
  try {
    result = await FAULTS[name]!();
  } catch (error) {
    // A fault that could not even run is a failure, reported like the others.
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    result = {
      name,
      title: name,
      pass: false,
      checks: [{ name: "the fault ran to the end", pass: false, detail: detail.slice(0, 2_000) }],
      figures: {},
      notes: [],
      durationMs: 0,
    };
  }
  results.push(result);
  for (const check of result.checks) {
    console.log(`    ${check.pass ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
  }
  for (const note of result.notes) console.log(`    note: ${note}`);
  console.log(
    `${result.pass ? "PASS" : "FAIL"} ${name}: ${result.title} (${(result.durationMs / 1000).toFixed(1)} s)`,
  );
}

const passed = results.every((result) => result.pass);
const summary = `${results.filter((result) => result.pass).length} of ${results.length} faults passed`;
if (values.only) {
  // A partial run is for working on one fault; it does not replace the full run's record.
  console.log(
    `${passed ? "PASS" : "FAIL"}: ${summary} (--only: results and docs left as they were)`,
  );
} else {
  const file = await writeResults("faults", machine, { passed, faults: results });
  await writeDocSection("docs/RELIABILITY.md", "faults", markdown(results));
  console.log(`${passed ? "PASS" : "FAIL"}: ${summary}; wrote ${file} and docs/RELIABILITY.md`);
}
process.exit(passed ? 0 : 1);

function markdown(faults: FaultResult[]): string {
  const rows = faults.map((fault) => [
    `${fault.name}`,
    fault.pass ? "PASS" : "**FAIL**",
    `${fault.checks.filter((check) => check.pass).length}/${fault.checks.length}`,
    fault.title,
  ]);
  const sections = faults.map((fault) => {
    const checks = fault.checks.map(
      (check) => `- ${check.pass ? "✅" : "❌"} ${check.name}: ${escapeCell(check.detail)}`,
    );
    const figures = Object.entries(fault.figures).map(([key, value]) => `\`${key}\` ${value}`);
    const notes = fault.notes.map((note) => `- Note: ${escapeCell(note)}`);
    return [
      `#### ${fault.name}`,
      "",
      ...checks,
      ...notes,
      "",
      `Figures: ${figures.join(", ")}.`,
    ].join("\n");
  });
  return [
    `Last run ${machine.date.slice(0, 16).replace("T", " ")} UTC on ${machineLine(machine)}.`,
    "",
    markdownTable(["fault", "result", "checks", "what"], rows),
    "",
    sections.join("\n\n"),
  ].join("\n");
}

function escapeCell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}
