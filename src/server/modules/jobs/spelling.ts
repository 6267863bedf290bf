import { sql } from "drizzle-orm";
import { searchWords } from "#shared/search-words.ts";
import type { Db } from "../../db/client.ts";
import { placeNamed } from "./places.ts";

/** Words shorter than this are left as typed: too many short words are a letter or two apart. */
const CORRECTED_LENGTH_MIN = 5;
/** At most this many words of one query are looked up: each costs an index probe. */
const LOOKUPS_MAX = 4;

/**
 * The query with each mistyped word replaced by the word it most likely meant ("analist" →
 * "analyst"), or null when no word needs it. A word is mistyped when no published job's title or
 * company name and no synonym holds it. It is replaced by such a word that shares enough of its
 * trigrams (pg_trgm's `%`, similarity 0.3) and is the fewest letters away, at most two: the
 * most common of those. Only Latin words of five letters or more; places are left.
 */
export async function correctedQuery(db: Db, q: string): Promise<string | null> {
  const words = searchWords(q).split(" ");
  const candidates = [
    ...new Set(
      words.filter(
        (word) => /^[a-z]+$/.test(word) && word.length >= CORRECTED_LENGTH_MIN && !placeNamed(word),
      ),
    ),
  ].slice(0, LOOKUPS_MAX);
  if (candidates.length === 0) return null;

  const rows = await db.execute<{ typed: string; meant: string | null }>(sql`
    select typed, (
      select word from (
        select word, jobs from search_vocabulary where jobs > 0 and word % typed
        union all
        select word, 0 from search_synonyms, unnest(words) as word where word % typed
      ) as known
      where levenshtein(word, typed) <= 2
      order by levenshtein(word, typed), jobs desc, similarity(word, typed) desc, word
      limit 1
    ) as meant
    from unnest(${sql.param(candidates)}::text[]) as typed`);
  const meant = new Map(rows.rows.map((row) => [row.typed, row.meant]));
  let changed = false;
  const corrected = words.map((word) => {
    const replacement = meant.get(word);
    if (!replacement || replacement === word) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(" ") : null;
}
