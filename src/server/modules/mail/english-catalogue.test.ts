import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { expect, test } from "vitest";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import * as applicationWords from "../applications/messages.ts";
import * as employerWords from "../employers/messages.ts";
import * as mailWords from "./messages.ts";

/**
 * The server's words have explicit ids, and extraction keeps such a message's English once it
 * is in the English catalogue: a text changed in the code must be copied there by hand, or the
 * e-mails (which read the catalogue) keep the old words.
 */
test("the English catalogue holds the server's words as its code writes them", async () => {
  const descriptors = [mailWords, applicationWords, employerWords]
    .flatMap((module) => Object.values(module))
    .flatMap((value) => ("id" in value ? [value] : Object.values(value)))
    .filter((value): value is { id: string; message: string } => "message" in value);
  const [catalog] = await getCatalogs(getConfig({ cwd: process.cwd() }));
  const english = await catalog!.read(DEFAULT_LOCALE.code);
  expect(descriptors.length).toBeGreaterThan(10);
  expect(descriptors.filter(({ id, message }) => english?.[id]?.translation !== message)).toEqual(
    [],
  );
});
