import type { SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Db } from "../db/client.ts";
import { pageWindow } from "./values.ts";

type PageQuery = { page: number; pageSize: number };

/**
 * One page of `rows` (a dynamic select on `table`) and the count of every row matching
 * `where`, read together.
 */
export async function selectPage<Select extends PgSelect, Item>(
  db: Db,
  query: PageQuery,
  page: { rows: Select; table: PgTable; where: SQL | undefined; orderBy: (SQL | PgColumn)[] },
  present: (row: Select["_"]["result"][number]) => Item,
): Promise<Paginated<Item>> {
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    page.rows
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(limit)
      .offset(offset),
    db.$count(page.table, page.where),
  ]);
  return { items: rows.map(present), page: query.page, pageSize: query.pageSize, total };
}
