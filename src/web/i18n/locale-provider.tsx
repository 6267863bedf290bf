import { I18nProvider, useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale, localeByCode, localePath } from "#shared/locales.ts";
import { i18nFor, type LocaleData } from "./i18n.ts";

/** Every page speaks the language its URL names; the root layout wraps the app in this. */
export function LocaleProvider({ data, children }: { data: LocaleData; children: ReactNode }) {
  return <I18nProvider i18n={i18nFor(data)}>{children}</I18nProvider>;
}

/** The page's interface language. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return localeByCode(i18n.locale) ?? DEFAULT_LOCALE;
}

/** Turns a site path into the same page in the current language: `/jobs` → `/ja/jobs`. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path) => (isSitePath(path) ? localePath(locale, path) : path);
}

/**
 * Paths of the public site's pages. The admin area, the API and files (`/favicon.svg`,
 * `/events/1/calendar.ics`) have no language prefix.
 */
export function isSitePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return (
    pathname.startsWith("/") &&
    !pathname.startsWith("//") &&
    !/^\/(admin|api|uploads|images|assets)(\/|$)/.test(pathname) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}
