import { CONTENT_LANGUAGES } from "#shared/constants.ts";
import { perKey } from "#shared/memo.ts";

const displayNames = perKey(
  (readerLocale) => new Intl.DisplayNames([readerLocale], { type: "language" }),
);

// Looking a name up costs as much as rendering a job card: each is looked up once. The keys are
// an interface language (six) and a content language of the site's content, so they stay few.
const named = perKey((key) => {
  const [readerLocale = "en", tag = ""] = key.split("|");
  try {
    return displayNames(readerLocale).of(tag) ?? tag;
  } catch {
    return tag;
  }
});

/** A language's name in the reader's language: "ja" is "Japanese" in English, "日本語" in Japanese. */
export function languageName(readerLocale: string, tag: string): string {
  return named(`${readerLocale}|${tag}`);
}

/** The languages content is commonly written in, named for the reader. */
export const contentLanguageOptions = (readerLocale: string) =>
  CONTENT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(readerLocale, tag) }));
