import { I18nProvider, useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import {
  DEFAULT_LOCALE,
  type Locale,
  type LocaleCode,
  localeByCode,
  localePath,
} from "#shared/locales.ts";
import { isSitePath } from "../site-pages.ts";
import { i18nFor } from "./i18n.ts";

/** Every page speaks the language its URL names; the root layout wraps the app in this. */
export function LocaleProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>;
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
