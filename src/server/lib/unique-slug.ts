import { and, eq, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { conflict } from "./errors.ts";
import { slugify } from "./values.ts";

type SlugTable = PgTable & { id: PgColumn; slug: PgColumn };

/** Whether a row other than `exceptId` has this slug. */
export async function isSlugTaken(db: Db, table: SlugTable, slug: string, exceptId?: string) {
  const conditions: SQL[] = [eq(table.slug, slug)];
  if (exceptId) conditions.push(ne(table.id, exceptId));
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/**
 * A slug given by the user must be free (409 on the field otherwise); one derived from the
 * name or title gets -2, -3, … until it is.
 */
export async function resolveSlug(
  db: Db,
  table: SlugTable,
  given: string | null,
  source: string,
  exceptId?: string,
): Promise<string> {
  const taken = (slug: string) => isSlugTaken(db, table, slug, exceptId);
  if (given) {
    if (await taken(given))
      throw conflict("That slug is already in use", { slug: "Already in use" });
    return given;
  }
  const base = slugify(source);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
