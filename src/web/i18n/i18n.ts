import { type I18n, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, localeByCode } from "#shared/locales.ts";

/**
 * What the root loader hands every page: the language of its URL and that language's compiled
 * messages, as JSON (see catalogs.server.ts).
 */
export type LocaleData = { locale: Locale["code"]; messages: string };

// One Lingui instance per language, remade only when its catalogue text changes (a new build
// in the browser's open tab): six at most on the server, one or two in a browser.
const instances = new Map<string, { json: string; i18n: I18n }>();

export function i18nFor({ locale, messages }: LocaleData): I18n {
  const known = instances.get(locale);
  if (known?.json === messages) return known.i18n;
  const i18n = setupI18n({ locale, messages: { [locale]: JSON.parse(messages || "{}") } });
  instances.set(locale, { json: messages, i18n });
  return i18n;
}

type Match = { id: string; loaderData?: unknown } | undefined;

/** The root loader's language data, as route `meta` functions see it in `matches`. */
export function localeDataOf(matches: ReadonlyArray<Match>): LocaleData {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | Partial<LocaleData>
    | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE.code, messages: root?.messages ?? "" };
}

/** Lingui for a route's `meta` function, in the page's language. */
export function i18nOf(matches: ReadonlyArray<Match>): I18n {
  return i18nFor(localeDataOf(matches));
}

export function localeOf(matches: ReadonlyArray<Match>): Locale {
  return localeByCode(localeDataOf(matches).locale) ?? DEFAULT_LOCALE;
}
