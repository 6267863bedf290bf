import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as chromium } from "./chromium.ts";

/**
 * `npm test`: typecheck, lint, unit and integration tests on PostgreSQL (embedded, or
 * TEST_DATABASE_URL), then the end-to-end journeys in Debian's Chromium.
 */

function ensureChromium() {
  if (existsSync(chromium)) return;
  const root = process.getuid?.() === 0;
  if (root && existsSync("/usr/bin/apt-get") && !process.env.CHROME_PATH) {
    console.log("Installing Debian's chromium package for the browser tests…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      {
        stdio: "inherit",
      },
    );
    return;
  }
  console.error(
    `No Chromium at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

const run = (command: string, args: string[]) => {
  console.log(`\n> ${command} ${args.join(" ")}`);
  execFileSync(command, args, { stdio: "inherit" });
};

try {
  ensureChromium();
  run("npm", ["run", "typecheck"]);
  run("npm", ["run", "lint"]);
  run("npx", ["vitest", "run"]);
  run("npx", ["react-router", "build"]);
  run("npx", ["playwright", "test"]);
} catch {
  process.exit(1);
}
