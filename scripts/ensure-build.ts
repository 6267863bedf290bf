import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** `npm start` builds the site only when the build is missing or older than its sources. */
const BUILT = "build/server/index.js";
const SOURCES = [
  "src/web",
  "src/shared",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newest(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = statSync(BUILT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log("Building the site…");
  execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
}
