import { z } from "zod";
import { searchWords } from "../search-words.ts";
import { paginationQuery, timestamps } from "./common.ts";

export const SYNONYM_WORDS_MAX = 40;
export const SYNONYM_WORD_LENGTH_MAX = 60;

/**
 * A group of words that mean the same job in different languages (engineer, エンジニア, 工程师):
 * stored as search compares them (NFKC, lower case, single spaces), each once.
 */
export const synonymInput = z.object({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A word cannot be empty")
        .max(SYNONYM_WORD_LENGTH_MAX, `A word is at most ${SYNONYM_WORD_LENGTH_MAX} characters`),
    )
    .max(SYNONYM_WORDS_MAX, `A group has at most ${SYNONYM_WORDS_MAX} words`)
    .transform((words) => [...new Set(words.map(searchWords).filter(Boolean))])
    .refine((words) => words.length >= 2, "Give at least two different words that mean the same"),
});
export type SynonymInput = z.input<typeof synonymInput>;

export const synonymGroup = z.object({
  id: z.uuid(),
  words: z.array(z.string()),
  ...timestamps,
});
export type SynonymGroup = z.infer<typeof synonymGroup>;

export const synonymQuery = paginationQuery.extend({
  q: z.string().trim().max(SYNONYM_WORD_LENGTH_MAX).optional().describe("Groups holding this text"),
});

/** What the synonym API answers and takes; admins only. */
export const synonymSchemas = {
  item: synonymGroup,
  input: synonymInput,
  adminQuery: synonymQuery,
};
