import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALE_CODES } from "./src/shared/locales.ts";

/**
 * One catalogue per interface language, extracted from the code (`npx lingui extract`).
 * English is the source: its catalogue holds the texts the code's messages are written in.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: LOCALE_CODES,
  fallbackLocales: false,
  catalogs: [
    {
      path: "<rootDir>/src/web/locales/{locale}",
      // The web app, and the words the server writes (explicit ids; see mail/messages.ts).
      include: [
        "<rootDir>/src/web",
        "<rootDir>/src/server/modules/mail/messages.ts",
        "<rootDir>/src/server/modules/applications/messages.ts",
        "<rootDir>/src/server/modules/employers/messages.ts",
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // `<Trans>` renders through the site's own wrapper, which keeps people's text from being read
  // as markup (src/web/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ["#lingui-trans", "Trans"] },
});
