/**
 * How search compares text, on both sides: NFKC (full-width Latin and half-width Kana become
 * ordinary letters), lower case. The database does the same with lower(normalize(…, NFKC)).
 */
export const searchForm = (text: string) => text.normalize("NFKC").toLowerCase();

/** The words of a query, a place name or a synonym: search form, punctuation one space. */
export const searchWords = (text: string) =>
  searchForm(text)
    .replace(/[^\p{L}\p{N}\p{M}-]+/gu, " ")
    .trim();
