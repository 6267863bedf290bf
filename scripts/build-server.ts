import { rmSync } from "node:fs";
import { build } from "esbuild";
import { SEPARATE_ENTRIES } from "../src/server/lib/server-files.ts";

/**
 * Builds the server into build/app (decision 0027): plain JavaScript, so a production process
 * does not strip types on start (Node's stripper is a WebAssembly module that stays in memory,
 * some 50 MB in the server and again in every worker thread). One flat folder: every entry and
 * shared chunk at its root, where server-files.ts looks. Packages stay in node_modules.
 */
export const SERVER_BUILD = "build/app";

export async function buildServer() {
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: "src/server/main.ts",
      worker: "src/server/worker.ts",
      ...SEPARATE_ENTRIES,
    },
    outdir: SERVER_BUILD,
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    packages: "external",
    // Stack traces name the built files; Node maps them to the sources with --enable-source-maps.
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (import.meta.main) await buildServer();
