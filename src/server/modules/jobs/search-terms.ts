import { and, or, type SQL, sql } from "drizzle-orm";
import { searchForm, searchWords } from "#shared/search-words.ts";
import { jobs } from "../../db/schema/index.ts";
import { likePattern } from "../../lib/values.ts";
import { placeInQuery } from "./places.ts";
import type { SynonymGroups } from "./synonym-groups.ts";

/** At most this many synonym groups widen one query: each adds a few index conditions. */
const MAX_GROUPS = 6;
/** A word found through a synonym ranks at this share of the word as typed (decision 0015). */
const SYNONYM_WEIGHT = 0.5;

type Terms = { match: SQL; rank: SQL<number> };

/** Latin (and digits) go to English full text; other scripts are found as written. */
const isLatin = (text: string) => /[a-z0-9]/.test(text);

/**
 * The title or company name containing `text` as written. Scripts written without spaces go
 * through the character-grams index (from one character on); the rest through trigrams.
 */
function containing(text: string): SQL {
  const like = sql`${jobs.searchText} like ${likePattern(text)}`;
  return isLatin(text)
    ? like
    : sql`(${jobs.searchGrams} @@ search_grams_query(${text}) and ${like})`;
}

const inTitle = (text: string) =>
  sql<number>`case when lower(${jobs.title}) like ${likePattern(text)} then 1 else 0 end`;

/**
 * The words as typed: English full text over title, company and description, or a literal part
 * of the title or company name. Ranked by title and company name only: title > company > a
 * match in the description alone (decision 0005).
 */
function typedTerms(text: string): Terms {
  const form = searchForm(text);
  const query = sql`websearch_to_tsquery('english', ${form})`;
  return {
    match: sql`(${jobs.searchVector} @@ ${query} or ${containing(form)})`,
    rank: sql<number>`(ts_rank(${jobs.titleVector}, ${query}) + ${inTitle(form)})`,
  };
}

/** Whether the title or company name holds any of `words` as written. */
const anyContained = (words: readonly string[]) =>
  sql`(${sql.join(
    words.map((word) => sql`${jobs.searchText} like ${likePattern(word)}`),
    sql` or `,
  )})`;

/**
 * A synonym group's words, each searched the way its script is: the Latin ones as one English
 * full-text query, the others as one character-grams query rechecked as written. Two index
 * scans a group however many words it has; ranked 1 when a word is in the title or company name.
 */
function groupTerms(words: readonly string[]): Terms {
  const terms: Terms[] = [];
  const latin = words.filter(isLatin);
  if (latin.length > 0) {
    const query = sql`(${sql.join(
      latin.map((word) => sql`phraseto_tsquery('english', ${word})`),
      sql` || `,
    )})`;
    terms.push({
      match: sql`${jobs.searchVector} @@ ${query}`,
      rank: sql<number>`case when ${jobs.titleVector} @@ ${query} then 1 else 0 end`,
    });
  }
  const written = words.filter((word) => !isLatin(word));
  if (written.length > 0) {
    const grams = sql.join(
      written.map((word) => sql`search_grams_query(${word})`),
      sql` || `,
    );
    terms.push({
      match: sql`(${jobs.searchGrams} @@ (${grams}) and ${anyContained(written)})`,
      rank: sql<number>`case when ${anyContained(written)} then 1 else 0 end`,
    });
  }
  return {
    match: or(...terms.map((term) => term.match))!,
    rank: sql<number>`greatest(${sql.join(
      terms.map((term) => term.rank),
      sql`, `,
    )})`,
  };
}

/**
 * The synonym groups with a word in the query, and what is left of it. Longer words are taken
 * first ("customer support" before "support"), each part of the query once; a Latin word must be
 * a whole word, a word of another script may be part of a run ("数据分析师": data, analyst).
 */
export function synonymsIn(
  groups: SynonymGroups,
  text: string,
): { groups: (readonly string[])[]; rest: string } {
  const words = searchWords(text);
  if (!words) return { groups: [], rest: "" };
  let rest = ` ${words} `;
  const needleOf = (word: string) => (isLatin(word) ? ` ${word} ` : word);
  const candidates = groups
    .flatMap((group) => group.map((word) => ({ word, group })))
    .filter(({ word }) => rest.includes(needleOf(word)))
    .sort((a, b) => b.word.length - a.word.length);
  const found: (readonly string[])[] = [];
  for (const { word, group } of candidates) {
    const needle = needleOf(word);
    if (found.length === MAX_GROUPS || found.includes(group) || !rest.includes(needle)) continue;
    rest = rest.replace(needle, " ");
    found.push(group);
  }
  return { groups: found, rest: rest.trim() };
}

/**
 * Which words a job must have: all of them, or any (when none has all): "software engineer"
 * then finds the engineers and the software jobs, those with the most of the words first.
 */
export type WordsMatched = "all" | "any";

/**
 * The words typed, each word of a synonym group also finding the group's other words ("エンジニア"
 * finds engineers and 工程師): matches as typed rank first, synonyms' at half weight.
 */
function textTerms(synonyms: SynonymGroups, text: string, words: WordsMatched): Terms {
  const typed = typedTerms(text);
  const { groups, rest } = synonymsIn(synonyms, text);
  const widened = groups.map(groupTerms);
  const rank = widened.length
    ? sql<number>`(${typed.rank} + ${SYNONYM_WEIGHT}::float8 * (${sql.join(
        widened.map((terms) => terms.rank),
        sql` + `,
      )}))`
    : typed.rank;
  if (words === "any") {
    // Each word (or synonym group) on its own; how many a job has ranks before anything else.
    const parts = [
      ...(rest
        ? searchWords(rest)
            .split(" ")
            .map((word) => typedTerms(word).match)
        : []),
      ...widened.map((terms) => terms.match),
    ];
    const matched = sql.join(
      parts.map((part) => sql`(case when ${part} then 1 else 0 end)`),
      sql` + `,
    );
    return { match: or(...parts)!, rank: sql<number>`(${matched} * 10 + ${rank})` };
  }
  if (groups.length === 0) return typed;
  return {
    match: and(...(rest ? [typedTerms(rest).match] : []), ...widened.map((terms) => terms.match))!,
    rank,
  };
}

/**
 * The keyword box's words, with a place among them ranking the jobs there first: "data
 * singapore" is data jobs, Singapore's first; "singapore" alone, the jobs there and the jobs
 * that mention it (decision 0015).
 */
export function searchTerms(
  q: string,
  synonyms: SynonymGroups,
  words: WordsMatched = "all",
): Terms {
  const place = placeInQuery(q);
  if (!place) return textTerms(synonyms, q, words);
  const text = textTerms(synonyms, place.rest || q, words);
  return {
    match: place.rest ? text.match : or(text.match, place.atPlace)!,
    rank: sql<number>`(${text.rank} + case when ${place.atPlace} then 2 else 0 end)`,
  };
}
