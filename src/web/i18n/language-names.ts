import { CONTENT_LANGUAGES } from "#shared/constants.ts";

const displayNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the reader's language: "ja" is "Japanese" in English, "日本語" in Japanese. */
export function languageName(readerLocale: string, tag: string): string {
  let names = displayNames.get(readerLocale);
  if (!names) {
    names = new Intl.DisplayNames([readerLocale], { type: "language" });
    // One per interface language: six at most.
    displayNames.set(readerLocale, names);
  }
  try {
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The languages content is commonly written in, named for the reader. */
export const contentLanguageOptions = (readerLocale: string) =>
  CONTENT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(readerLocale, tag) }));
