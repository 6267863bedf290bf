import type { I18n } from "@lingui/core";
import type { Country } from "#shared/countries.ts";
import { perKey } from "#shared/memo.ts";
import { COUNTRY_LABELS } from "./labels.ts";

const regionNames = perKey((locale) => new Intl.DisplayNames([locale], { type: "region" }));

/** "Singapore" for "SG" in a language (`"en"`, `"ja"`); the code itself when the name is unknown. */
export function countryNameIn(locale: string, code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames(locale).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * "Singapore" for "SG", in the page's language: our own name for the countries the site offers
 * (the same on the server and in the browser), else the Intl one, else the code itself.
 */
export function countryName(i18n: I18n, code: string | null): string | null {
  const label = code ? COUNTRY_LABELS[code as Country] : undefined;
  return label ? i18n._(label) : countryNameIn(i18n.locale, code);
}
