import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Tests of the server with the built site need build/: it is made when missing (a few seconds).
 * An existing build is used as it is, even if older than the sources: these tests are about
 * the server around the site, and rebuilding would pull assets from under a running e2e server.
 */
export function ensureSiteBuild(): void {
  if (existsSync("build/server/index.js")) return;
  execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
}
