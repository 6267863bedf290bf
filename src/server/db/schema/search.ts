import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Groups of words that mean the same job in different languages and scripts (engineer,
 * エンジニア, 工程师, วิศวกร, insinyur …): a search for one also finds the others (decision 0015).
 * Words are stored as `searchWords` normalises them: NFKC, lower case, single spaces.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: uuid().primaryKey().defaultRandom(),
    words: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("search_synonyms_words_count", sql`cardinality(${table.words}) between 2 and 40`),
  ],
);

/**
 * The Latin words of published jobs' titles and company names, with how many jobs hold each:
 * what a mistyped word is corrected to ("analist": analyst). Kept by triggers on jobs.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    word: text().primaryKey(),
    jobs: integer().notNull().default(0),
  },
  (table) => [index("search_vocabulary_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`)],
);
