import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildServer, SERVER_BUILD } from "./build-server.ts";

/**
 * `npm start` builds the site, and the server (build-server.ts), only when its build is missing
 * or older than its sources.
 */
const SITE = {
  built: "build/server/index.js",
  sources: [
    "src/web",
    "src/shared",
    "public",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
  ],
};
const SERVER = {
  built: `${SERVER_BUILD}/main.js`,
  sources: ["src/server", "src/shared", "scripts/build-server.ts", "package-lock.json"],
};

function newest(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const stale = ({ built, sources }: { built: string; sources: string[] }) =>
  (statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0) < Math.max(...sources.map(newest));

if (stale(SITE)) {
  console.log("Building the site…");
  execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
}
if (stale(SERVER)) {
  console.log("Building the server…");
  await buildServer();
}
