import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { searchSynonyms } from "../../db/schema/index.ts";
import { approximateBytes } from "../../lib/value-bytes.ts";

/** Every synonym group's words (decision 0015), as `searchWords` normalises them. */
export type SynonymGroups = readonly (readonly string[])[];

/**
 * The most a kept copy of the groups may hold, about: the 69 groups the site starts with take
 * 60 KB. A site with far more reads them for each search instead, as correct and slower.
 */
const KEPT_BYTES_MAX = 2 * 2 ** 20;

/** All the groups, read from the database. */
export async function loadSynonymGroups(db: Db): Promise<SynonymGroups> {
  const rows = await db
    .select({ words: searchSynonyms.words })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.words);
}

/**
 * The groups kept in memory for as long as the `jobs` change counter stands where it stood when
 * they were read: every write to search_synonyms raises it (a trigger, migration 0010), so a
 * search never misses a group an admin saved, on any instance. This spares each search a round
 * trip to PostgreSQL and the statement that looked its words up (0.55 ms of PostgreSQL's time).
 */
export function synonymGroupsKept(load: () => Promise<SynonymGroups>) {
  let kept: { version: bigint; groups: Promise<SynonymGroups> } | undefined;
  /** The groups as of counter value `version`; without one (no counter read), read afresh. */
  return (version: string | undefined): Promise<SynonymGroups> => {
    if (!version) return load();
    const asked = BigInt(version);
    // A request that read the counter before a newer read was kept gets the newer groups.
    if (kept && kept.version >= asked) return kept.groups;
    const groups = load();
    const entry = { version: asked, groups };
    kept = entry;
    groups.then(
      (loaded) => {
        if (kept === entry && approximateBytes(loaded) > KEPT_BYTES_MAX) kept = undefined;
      },
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return groups;
  };
}
