/**
 * The interface languages. A new language is one line here plus its catalogue,
 * `src/web/locales/<code>.po`; everything else (routes, switcher, alternates, sitemap, the
 * catalogue check) follows from this list.
 *
 * `code` is the BCP 47 tag (the catalogue's name, `<html lang>`, `hreflang`, `Intl`); `prefix`
 * is its URL segment (English, the default, has none). `name` is the language in itself, as the
 * switcher and the offer of another language show it.
 */
export const LOCALES = [
  { code: "en", prefix: "", name: "English" },
  { code: "zh-Hans", prefix: "zh-hans", name: "简体中文" },
  { code: "zh-Hant", prefix: "zh-hant", name: "繁體中文" },
  { code: "ja", prefix: "ja", name: "日本語" },
  { code: "id", prefix: "id", name: "Bahasa Indonesia" },
  { code: "th", prefix: "th", name: "ไทย" },
] as const;

export type LocaleCode = (typeof LOCALES)[number]["code"];
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as LocaleCode[];

/** The cookie that remembers a reader's choice; it only decides which language to offer. */
export const LOCALE_COOKIE = "locale";

export function localeByCode(code: string | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale.code === code);
}

export function localeByPrefix(prefix: string | undefined): Locale | undefined {
  return prefix ? LOCALES.find((locale) => locale.prefix === prefix) : undefined;
}

/** Splits `/ja/jobs?q=x` into Japanese and `/jobs?q=x`; a path without a prefix is English. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z-]+)(?=\/|\?|#|$)/.exec(path);
  const locale = localeByPrefix(match?.[1]);
  if (!locale || !match) return { locale: DEFAULT_LOCALE, path };
  return { locale, path: path.slice(match[0].length) || "/" };
}

/** `/jobs` in Japanese is `/ja/jobs`; the home page in Japanese is `/ja`. */
export function localePath(locale: Locale, path: string): string {
  if (!locale.prefix) return path;
  if (path === "/") return `/${locale.prefix}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale.prefix}${path.slice(1)}`;
  return `/${locale.prefix}${path}`;
}

/**
 * The supported language a browser's Accept-Language (or `navigator.languages`) prefers most,
 * matched by language and script: `zh-TW` and `zh-HK` read Traditional, other Chinese Simplified.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const [language = "", ...rest] = tag.toLowerCase().split("-");
    if (language === "zh") {
      const traditional = rest.some((part) => ["hant", "tw", "hk", "mo"].includes(part));
      return localeByCode(traditional ? "zh-Hant" : "zh-Hans");
    }
    const locale = LOCALES.find((candidate) => candidate.code === language);
    if (locale) return locale;
    // "in" is the old code for Indonesian that some systems still send.
    if (language === "in") return localeByCode("id");
  }
  return undefined;
}
