import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as chromium } from "./chromium.ts";

/**
 * `npm test`: typecheck, lint, unit and integration tests on PostgreSQL (embedded, or
 * TEST_DATABASE_URL), then the end-to-end journeys in Debian's Chromium.
 */

/** Whether fontconfig knows a font for the language (none without fontconfig at all). */
function hasFontFor(language: string): boolean {
  try {
    return execFileSync("fc-list", [`:lang=${language}`], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}

/**
 * Chromium, and fonts for the pages in Chinese, Japanese and Thai: without them the journeys in
 * those languages pass on boxes of missing glyphs, and their screenshots show nothing.
 */
function ensureBrowserPackages() {
  const missing = [
    ...(existsSync(chromium) ? [] : ["chromium"]),
    ...(hasFontFor("ja") ? [] : ["fonts-noto-cjk"]),
    ...(hasFontFor("th") ? [] : ["fonts-thai-tlwg"]),
  ];
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  if (root && existsSync("/usr/bin/apt-get") && !process.env.CHROME_PATH) {
    console.log(`Installing Debian's ${missing.join(", ")} for the browser tests…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      { stdio: "inherit" },
    );
    return;
  }
  if (!existsSync(chromium)) {
    console.error(
      `No Chromium at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.warn(`Missing ${missing.join(", ")}: Chinese, Japanese or Thai pages will show boxes.`);
}

const run = (command: string, args: string[]) => {
  console.log(`\n> ${command} ${args.join(" ")}`);
  execFileSync(command, args, { stdio: "inherit" });
};

try {
  ensureBrowserPackages();
  run("npm", ["run", "typecheck"]);
  run("npm", ["run", "lint"]);
  run("npx", ["vitest", "run"]);
  run("npx", ["react-router", "build"]);
  run("npx", ["playwright", "test"]);
} catch {
  process.exit(1);
}
