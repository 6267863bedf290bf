import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, test } from "vitest";
import { DEFAULT_LOCALE, LOCALE_CODES } from "#shared/locales.ts";

const run = promisify(execFile);
const lingui = (...args: string[]) =>
  run("node_modules/.bin/lingui", args, { env: { ...process.env, NO_COLOR: "1" } }).then(
    () => "",
    (error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`,
  );

/**
 * The catalogues are the whole interface in every language: a message the code uses but a
 * catalogue lacks would show its id, and one the code no longer uses is dead weight sent to
 * every browser. Lingui's own checks compare them with what extraction would write.
 */
describe("message catalogues", () => {
  test("hold exactly the messages the code uses, in every language", async () => {
    expect(await lingui("check", "sync", "--clean")).toBe("");
  }, 60_000);

  test("translate every message into every language", async () => {
    expect(await lingui("check", "missing", "--verbose")).toBe("");
  }, 60_000);

  test("keep every placeholder of the English message in each translation", async () => {
    const [catalog] = await getCatalogs(getConfig({ cwd: process.cwd() }));
    const all = await catalog!.readAll(LOCALE_CODES);
    // Which placeholders, not how often: a plural branch a language does not have drops repeats.
    const names = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
    const wrong: string[] = [];
    for (const code of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE.code)) {
      for (const [id, entry] of Object.entries(all[code] ?? {})) {
        // A message with an explicit id (the e-mails') has its English in the English catalogue.
        const source = entry.message ?? all[DEFAULT_LOCALE.code]?.[id]?.translation ?? id;
        const translated = entry.translation ?? "";
        if (translated && names(source).join() !== names(translated).join()) {
          wrong.push(`${code}: "${source}" → "${translated}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
