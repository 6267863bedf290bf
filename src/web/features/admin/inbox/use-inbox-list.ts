import type { Paginated } from "#shared/schemas/common.ts";
import { useApiQuery } from "../use-api.ts";
import { useListParams } from "../use-list-params.ts";

/**
 * One page of an inbox list, newest first, as the URL's search and page ask for it.
 * `filters` are sent along, e.g. a message status.
 */
export function useInboxList<T>(
  path: string,
  pageSize: number,
  filters: Record<string, string> = {},
) {
  const { params, update } = useListParams();
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ pageSize: String(pageSize), ...filters });
  if (q) query.set("q", q);
  const page = params.get("page");
  if (page) query.set("page", page);
  const list = useApiQuery<Paginated<T>>(`${path}?${query}`);
  return { q, list, update };
}
