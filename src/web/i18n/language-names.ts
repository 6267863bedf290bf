import { CONTENT_LANGUAGES } from "#shared/constants.ts";

const displayNames = new Map<string, Intl.DisplayNames>();
// Looking a name up costs as much as rendering a job card: each is looked up once. The keys are
// an interface language (six) and a content language of the site's content, so the map stays small.
const named = new Map<string, string>();

/** A language's name in the reader's language: "ja" is "Japanese" in English, "日本語" in Japanese. */
export function languageName(readerLocale: string, tag: string): string {
  const key = `${readerLocale}|${tag}`;
  let name = named.get(key);
  if (name === undefined) {
    let names = displayNames.get(readerLocale);
    if (!names) {
      names = new Intl.DisplayNames([readerLocale], { type: "language" });
      displayNames.set(readerLocale, names);
    }
    try {
      name = names.of(tag) ?? tag;
    } catch {
      name = tag;
    }
    named.set(key, name);
  }
  return name;
}

/** The languages content is commonly written in, named for the reader. */
export const contentLanguageOptions = (readerLocale: string) =>
  CONTENT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(readerLocale, tag) }));
