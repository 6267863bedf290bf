/** Where the platform's employers hire and its members live, plus a few common elsewheres. */
export const COUNTRIES = [
  "SG",
  "MY",
  "ID",
  "PH",
  "TH",
  "VN",
  "HK",
  "TW",
  "CN",
  "JP",
  "KR",
  "IN",
  "LK",
  "BD",
  "AE",
  "AU",
  "NZ",
  "GB",
  "US",
] as const;
export type Country = (typeof COUNTRIES)[number];

/** A country's name in a language ("SG" → "Singapore", "シンガポール"); the code if unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
