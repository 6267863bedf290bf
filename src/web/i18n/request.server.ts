import type { I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, localeByCode } from "#shared/locales.ts";
import { localeDataFor } from "./catalogs.server.ts";
import { i18nFor } from "./i18n.ts";

/** The language a request's URL names and Lingui in it, for an action's or a loader's words. */
export async function requestI18n(request: Request): Promise<{ locale: Locale; i18n: I18n }> {
  const { locale } = await localeDataFor(new URL(request.url).pathname);
  return { locale: localeByCode(locale) ?? DEFAULT_LOCALE, i18n: i18nFor(locale) };
}
