import { readFileSync } from "node:fs";

/**
 * How `npm start` runs the server, read from package.json's start script: the environment it
 * sets (NODE_ENV, the allocator's tuning), Node's flags and the built entry. The benchmarks and
 * the end-to-end tests run it the same way.
 */
function productionServer(): { env: Record<string, string>; args: string[] } {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const start: string = manifest.scripts.start;
  const command = /((?:\b[A-Z_]+=\S+ )*)node((?: --\S+)*) (build\/app\/main\.js)/.exec(start);
  if (!command) throw new Error(`package.json's start script runs no build/app/main.js: ${start}`);
  const assignments = command[1]!.split(" ").filter(Boolean);
  return {
    env: Object.fromEntries(assignments.map((assignment) => assignment.split("=", 2))),
    args: [...command[2]!.split(" ").filter(Boolean), command[3]!],
  };
}

const server = productionServer();
export const PRODUCTION_SERVER_ENV = server.env;
export const PRODUCTION_SERVER_ARGS = server.args;
