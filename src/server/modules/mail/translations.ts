import { readFile } from "node:fs/promises";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, type LocaleCode, localeByCode, localePath } from "#shared/locales.ts";
import { projectUrl } from "../../lib/server-files.ts";

/**
 * E-mails (and the few other words the server writes, such as an application's consent line)
 * speak the reader's language from the same catalogues as the pages (`src/web/locales/<code>.po`).
 * The server runs without the web build's Babel step, so its messages carry explicit ids under
 * `mail.` (see mail/messages.ts) or `server.`; only those are kept, compiled on first use in
 * each language. The .po parser and the message compiler load with the first e-mail, not at start.
 */
const CATALOGUES = projectUrl("src/web/locales/");
const loaded = new Map<LocaleCode, Promise<I18n>>();

async function load(code: LocaleCode): Promise<I18n> {
  const [{ formatter }, { compileMessage }] = await Promise.all([
    import("@lingui/format-po"),
    import("@lingui/message-utils/compileMessage"),
  ]);
  const catalogue = formatter().parse(await readFile(new URL(`${code}.po`, CATALOGUES), "utf8"), {
    locale: code,
    sourceLocale: DEFAULT_LOCALE.code,
    filename: `${code}.po`,
  }) as Record<string, { translation?: string }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    if ((id.startsWith("mail.") || id.startsWith("server.")) && entry.translation) {
      messages[id] = compileMessage(entry.translation);
    }
  }
  return setupI18n({ locale: code, messages: { [code]: messages } });
}

/** Lingui in one interface language, for the e-mails and server-written words in it. */
export function serverI18n(code: LocaleCode): Promise<I18n> {
  let i18n = loaded.get(code);
  if (!i18n) {
    i18n = load(code);
    i18n.catch(() => loaded.delete(code));
    loaded.set(code, i18n);
  }
  return i18n;
}

/** A page of the site in the recipient's language, as a mail links to it: `https://…/ja/jobs`. */
export const pageUrl = (siteUrl: string, code: LocaleCode, path: string) =>
  `${siteUrl}${localePath(localeByCode(code)!, path)}`;
