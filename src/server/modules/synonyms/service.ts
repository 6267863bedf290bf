import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Paginated } from "#shared/schemas/common.ts";
import { type SynonymGroup, type SynonymInput, synonymInput } from "#shared/schemas/search.ts";
import { searchWords } from "#shared/search-words.ts";
import type { Db } from "../../db/client.ts";
import { searchSynonyms } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { iso, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";

type ListQuery = { page: number; pageSize: number; q?: string };

const present = (row: typeof searchSynonyms.$inferSelect): SynonymGroup => ({
  id: row.id,
  words: row.words,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * The synonym groups search widens queries with (decision 0015). A word belongs to one group
 * only: in two, a query for it would mean two different things. Every write runs in one
 * transaction with its audit record, and raises the `jobs` change counter (a trigger), so
 * cached job lists follow at once.
 */
export function createSynonymService(db: Db, { audit }: { audit: AuditService }) {
  async function findOne(q: Db, id: string): Promise<SynonymGroup> {
    const [row] = await q.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1);
    if (!row) throw notFound("Synonym group");
    return present(row);
  }

  /** The words, checked; refused when one is already in another group. */
  async function wordsOf(q: Db, input: SynonymInput, id?: string): Promise<string[]> {
    const { words } = synonymInput.parse(input);
    const others: SQL[] = [sql`${searchSynonyms.words} && ${sql.param(words)}::text[]`];
    if (id) others.push(ne(searchSynonyms.id, id));
    const [taken] = await q
      .select({ words: searchSynonyms.words })
      .from(searchSynonyms)
      .where(and(...others))
      .limit(1);
    if (taken) {
      const word = words.find((candidate) => taken.words.includes(candidate));
      const message = `“${word}” is already in the group “${taken.words.slice(0, 4).join(", ")}”: add the other words there, or take it out of that group first`;
      throw badRequest(`words: ${message}`, { words: message });
    }
    return words;
  }

  const writes = auditedWrites(db, audit, "synonym", (tx, id) => findOne(tx, id));

  return {
    async listAdmin(query: ListQuery): Promise<Paginated<SynonymGroup>> {
      const text = query.q ? searchWords(query.q) : "";
      const where = text
        ? sql`exists (select 1 from unnest(${searchSynonyms.words}) as word where word like ${likePattern(text)})`
        : undefined;
      const rows = db
        .select()
        .from(searchSynonyms)
        .where(where)
        .orderBy(sql`${searchSynonyms.words}[1]`, asc(searchSynonyms.id))
        .$dynamic();
      return selectPage(query, rows, db.$count(searchSynonyms, where), present);
    },

    get: (id: string) => findOne(db, id),

    create: (actor: Actor, input: SynonymInput): Promise<SynonymGroup> =>
      writes.create(actor, async (tx) => {
        const words = await wordsOf(tx, input);
        const [row] = await tx.insert(searchSynonyms).values({ words }).returning();
        return present(row!);
      }),

    update: (actor: Actor, id: string, input: SynonymInput): Promise<SynonymGroup> =>
      writes.change(actor, "update", id, async (tx) => {
        const words = await wordsOf(tx, input, id);
        const [row] = await tx
          .update(searchSynonyms)
          .set({ words, updatedAt: new Date() })
          .where(eq(searchSynonyms.id, id))
          .returning();
        return present(row!);
      }),

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id))),
  };
}
export type SynonymService = ReturnType<typeof createSynonymService>;
