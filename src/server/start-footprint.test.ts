import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";

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

it("imports no image, mail, CV-parsing or metrics package at start", async () => {
  const start = ["./app.ts", "./services.ts"].map((file) =>
    JSON.stringify(new URL(file, import.meta.url).href),
  );
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    `data:text/javascript,${encodeURIComponent(RECORD_PACKAGES)}`,
    "--input-type=module",
    "--eval",
    `for (const file of [${start}]) await import(file);
     console.log(JSON.stringify(globalThis.resolvedUrls));`,
  ]);
  const urls: string[] = JSON.parse(stdout);
  expect(urls.some((url) => url.includes("/node_modules/fastify/"))).toBe(true);
  const loaded = LOADED_ON_FIRST_USE.filter((name) =>
    urls.some((url) => url.includes(`/node_modules/${name}/`)),
  );
  expect(loaded).toEqual([]);
});
