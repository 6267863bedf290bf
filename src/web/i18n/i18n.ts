import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, localeByCode } from "#shared/locales.ts";

/** What the root loader hands every page: the language of its URL and that language's messages. */
export type LocaleData = { locale: Locale["code"]; messages: Messages };

// One Lingui instance per catalogue object: on the server the catalogue is a module shared by
// every request, so each language gets one instance; in the browser the hydration data's.
const instances = new WeakMap<Messages, I18n>();

export function i18nFor({ locale, messages }: LocaleData): I18n {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(messages, i18n);
  }
  return i18n;
}

type Match = { id: string; loaderData?: unknown } | undefined;

/** The root loader's language data, as route `meta` functions see it in `matches`. */
export function localeDataOf(matches: ReadonlyArray<Match>): LocaleData {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | Partial<LocaleData>
    | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE.code, messages: root?.messages ?? {} };
}

/** Lingui for a route's `meta` function, in the page's language. */
export function i18nOf(matches: ReadonlyArray<Match>): I18n {
  return i18nFor(localeDataOf(matches));
}

export function localeOf(matches: ReadonlyArray<Match>): Locale {
  return localeByCode(localeDataOf(matches).locale) ?? DEFAULT_LOCALE;
}
