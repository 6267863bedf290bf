import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Machine } from "./machine.ts";

/** The repository root, whatever the working directory of the benchmark. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS_DIR = path.join(ROOT, "bench/results");

/**
 * Writes bench/results/<name>.json: the last run only (history lives in git), always with the
 * machine it was measured on. Returns the file's path.
 */
export async function writeResults(
  name: string,
  machine: Machine,
  results: Record<string, unknown>,
): Promise<string> {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const body = { benchmark: name, machine, ...results };
  await fs.writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}
