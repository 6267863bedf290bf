import { readFileSync } from "node:fs";

/**
 * How `npm start` runs the server, read from package.json's start script: Node's flags and the
 * built entry. The benchmarks and the end-to-end tests run it the same way.
 */
function productionServerArgs(): string[] {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const start: string = manifest.scripts.start;
  const command = /\bnode((?: --\S+)*) (build\/app\/main\.js)/.exec(start);
  if (!command) throw new Error(`package.json's start script runs no build/app/main.js: ${start}`);
  return [...command[1]!.split(" ").filter(Boolean), command[2]!];
}

export const PRODUCTION_SERVER_ARGS = productionServerArgs();
