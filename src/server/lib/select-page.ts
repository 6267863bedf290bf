import type { PgSelect } from "drizzle-orm/pg-core";
import type { Paginated } from "#shared/schemas/common.ts";
import { pageWindow } from "./values.ts";

/** The page `query` asks for of `rows` (a dynamic select), read together with their `total`. */
export async function selectPage<Select extends PgSelect, Item>(
  query: { page: number; pageSize: number },
  rows: Select,
  total: Promise<number>,
  present: (row: Select["_"]["result"][number]) => Item,
): Promise<Paginated<Item>> {
  const { limit, offset } = pageWindow(query);
  const [page, count] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return { items: page.map(present), page: query.page, pageSize: query.pageSize, total: count };
}
