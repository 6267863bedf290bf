import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALE_CODES } from "./src/shared/locales.ts";

/**
 * One catalogue per interface language, extracted from the web app's code (`npm run i18n`).
 * English is the source: its catalogue holds the texts the code's messages are written in.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: LOCALE_CODES,
  fallbackLocales: false,
  catalogs: [{ path: "<rootDir>/src/web/locales/{locale}", include: ["<rootDir>/src/web"] }],
  format: formatter({ lineNumbers: false }),
});
