import { z } from "zod";
import { paginationQuery } from "#shared/schemas/common.ts";

/** Enough of the newest items to collect every tag of a list this size for its filter. */
const TAG_SCAN = 100;

type ListQuery = { page: number; pageSize: number; tag?: string };
type ListPage<T> = { items: T[]; total: number };

type TaggedListOptions<T> = {
  pageSize: number;
  /** The longest tag the list accepts; a longer one in the URL is dropped. */
  maxTagLength: number;
  /** The tag as the list stores it (e.g. lower case), from the tag in the URL. */
  tagKey?: (tag: string) => string;
  list: (query: ListQuery) => Promise<ListPage<T>>;
};

/**
 * A public list filtered by one tag (/blog?tag=…, /videos?tag=…): the page the URL asks for, and
 * the newest items to collect the filter's tags from. An invalid page or tag is dropped, never
 * an error.
 */
export async function loadTaggedList<T>(
  url: URL,
  { pageSize, maxTagLength, tagKey = (tag) => tag, list }: TaggedListOptions<T>,
) {
  const query = z.object({
    page: paginationQuery.shape.page,
    tag: z.string().trim().min(1).max(maxTagLength).optional().catch(undefined),
  });
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const tag = parsed.success && parsed.data.tag ? tagKey(parsed.data.tag) : undefined;
  const [results, newest] = await Promise.all([
    list({ page, pageSize, tag }),
    list({ page: 1, pageSize: TAG_SCAN }),
  ]);
  return { results, newest: newest.items, page, tag };
}
