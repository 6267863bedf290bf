import { LOCALE_COOKIE, type Locale, localeByCode } from "#shared/locales.ts";

const YEAR = 60 * 60 * 24 * 365;

/**
 * The reader's remembered language. It never redirects (the address alone says which language a
 * page is in, for search engines and shared links alike); it only decides what a page offers.
 */
export function rememberedLocale(): Locale | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return localeByCode(entry?.slice(LOCALE_COOKIE.length + 1));
}

export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference; no cookie library needed
  document.cookie = `${LOCALE_COOKIE}=${locale.code}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}
