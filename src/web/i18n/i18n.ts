import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, type LocaleCode, localeByCode } from "#shared/locales.ts";

/**
 * What the root loader hands every page: the language of its URL, and the version of the
 * message files its browser code fetches (see page-messages.ts).
 */
export type LocaleData = { locale: LocaleCode; messagesVersion: string };

// On the server every catalogue is at hand whole (catalogs.server.ts hands each in as it
// loads) and pages render from it.
const wholeCatalogs = new Map<string, I18n>();

export function serveWholeCatalog(locale: LocaleCode, messages: Messages) {
  wholeCatalogs.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
}

// In the browser, one Lingui instance per language, which gathers the words of each kind of
// page as the reader first opens one (page-messages.ts).
const gathering = new Map<string, I18n>();

/** Lingui in one interface language. */
export function i18nFor(locale: LocaleCode): I18n {
  const whole = wholeCatalogs.get(locale);
  if (whole) return whole;
  let i18n = gathering.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    gathering.set(locale, i18n);
  }
  return i18n;
}

type Match = { id: string; loaderData?: unknown } | undefined;

/** The page's language, as route `meta` functions see the root's data in `matches`. */
export function localeOf(matches: ReadonlyArray<Match>): Locale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | Partial<LocaleData>
    | undefined;
  return localeByCode(root?.locale) ?? DEFAULT_LOCALE;
}

/** Lingui for a route's `meta` function, in the page's language. */
export function i18nOf(matches: ReadonlyArray<Match>): I18n {
  return i18nFor(localeOf(matches).code);
}
