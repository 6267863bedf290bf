import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { writeResults } from "./lib/results.ts";

/**
 * npm run bench:password-strength: what the password-strength check costs. The memory its
 * dictionaries hold once loaded (on the first password set), and the time a check blocks the
 * event loop on 200-character worst cases, bounded as the app does and with zxcvbn's defaults.
 * Figures go to bench/results/password-strength.json.
 */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MiB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

function memory() {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMiB: round(rss / MiB), heapMiB: round(heapUsed / MiB) };
}

const machine = await describeMachine();
const { passwordWeakness, CHECKED_LENGTH } = await import(
  "../src/server/modules/auth/password-strength.ts"
);
// Nothing of zxcvbn is loaded yet: the app, too, imports it on the first password set.
const before = memory();
const loadStarted = performance.now();
await passwordWeakness("first use loads the dictionaries");
const loadMs = Math.round(performance.now() - loadStarted);
const after = memory();

/** Inputs that make zxcvbn work hardest: symbols standing for letters, runs, dates, rows. */
const WORST_CASES: Record<string, string> = {
  "l33t symbols": Array.from({ length: 200 }, (_, i) =>
    String.fromCharCode(33 + ((i * 37) % 90)),
  ).join(""),
  "keyboard rows": "qwertyuiop[]asdfghjkl;'zxcvbnm,./".repeat(7).slice(0, 200),
  digits: "1".repeat(200),
  dates: "19701231".repeat(25),
  "leet words": "p@ssw0rd".repeat(25),
};

async function fastestOf3(check: () => unknown): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await check();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return round(fastest);
}

// The same dictionaries (already loaded) with zxcvbn's default bounds, for comparison.
const [{ ZxcvbnFactory }, common, en] = await Promise.all([
  import("@zxcvbn-ts/core"),
  import("@zxcvbn-ts/language-common"),
  import("@zxcvbn-ts/language-en"),
]);
const unbounded = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
unbounded.check("warm-up");
const times: Record<string, { boundedMs: number; defaultsMs: number }> = {};
for (const [name, password] of Object.entries(WORST_CASES)) {
  times[name] = {
    boundedMs: await fastestOf3(() => passwordWeakness(password)),
    defaultsMs: await fastestOf3(() => unbounded.check(password)),
  };
}

console.log(machineLine(machine));
console.log(
  `dictionaries: loaded in ${loadMs} ms; RSS ${before.rssMiB} → ${after.rssMiB} MiB ` +
    `(+${round(after.rssMiB - before.rssMiB)}), heap ${before.heapMiB} → ${after.heapMiB} MiB ` +
    `(+${round(after.heapMiB - before.heapMiB)})`,
);
console.log(`200-character worst cases (first ${CHECKED_LENGTH} checked) vs zxcvbn's defaults:`);
for (const [name, { boundedMs, defaultsMs }] of Object.entries(times)) {
  console.log(`  ${name.padEnd(14)} ${String(boundedMs).padStart(7)} ms   ${defaultsMs} ms`);
}
await writeResults("password-strength", machine, {
  memory: { before, after, loadMs },
  checkedLength: CHECKED_LENGTH,
  worstCases200: times,
});
