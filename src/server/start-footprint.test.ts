import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureSiteBuild } from "./testing/site-build.ts";

/**
 * Memory is a cost a server pays from start to stop: a package only some requests need is
 * imported when first needed, not at start (decision 0027). This imports the app and its services
 * in a fresh Node, as start-up does, and lists the packages they resolve.
 */
const LOADED_ON_FIRST_USE = [
  "sharp", // the image process only
  "nodemailer", // the first mail delivery
  "@lingui/format-po", // the first e-mail in a language
  "file-type", // the CV worker only
  "yauzl",
  "prom-client", // with METRICS_TOKEN only
];

const RECORD_PACKAGES = `
import { registerHooks } from "node:module";
globalThis.resolvedUrls = [];
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    globalThis.resolvedUrls.push(result.url);
    return result;
  },
});`;

/** The files a fresh Node resolves while it imports these modules, as start-up does. */
async function resolvedAtStart(modules: URL[]): Promise<string[]> {
  const start = modules.map((url) => JSON.stringify(url.href));
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    `data:text/javascript,${encodeURIComponent(RECORD_PACKAGES)}`,
    "--input-type=module",
    "--eval",
    `for (const file of [${start}]) await import(file);
     console.log(JSON.stringify(globalThis.resolvedUrls));`,
  ]);
  return JSON.parse(stdout);
}

it("imports no image, mail, CV-parsing or metrics package at start", async () => {
  const urls = await resolvedAtStart(
    ["./app.ts", "./services.ts"].map((file) => new URL(file, import.meta.url)),
  );
  expect(urls.some((url) => url.includes("/node_modules/fastify/"))).toBe(true);
  const loaded = LOADED_ON_FIRST_USE.filter((name) =>
    urls.some((url) => url.includes(`/node_modules/${name}/`)),
  );
  expect(loaded).toEqual([]);
});

describe("the site's server build", () => {
  // Made when missing, within the hooks' longer time-out.
  beforeAll(ensureSiteBuild);

  it("leaves the admin screens out of the code it loads at start", async () => {
    const serverBuild = path.resolve("build/server");
    const urls = await resolvedAtStart([pathToFileURL(path.join(serverBuild, "index.js"))]);
    const loaded = new Set(
      urls.filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url)),
    );
    const chunks = readdirSync(path.join(serverBuild, "assets")).map((name) =>
      path.join(serverBuild, "assets", name),
    );
    // The dashboard's own words: in a chunk of the build, and in none that start-up loads.
    const holdsDashboard = (file: string) => readFileSync(file, "utf8").includes("Jobs to review");
    expect(chunks.filter(holdsDashboard)).toHaveLength(1);
    expect(
      [...loaded].filter((file) => file.startsWith(serverBuild) && holdsDashboard(file)),
    ).toEqual([]);
  });
});
