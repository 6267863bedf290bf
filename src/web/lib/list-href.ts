export type ListQuery = Record<string, string | string[] | number | null | undefined>;

/**
 * A list page's query as search parameters: empty values and page 1 are left out, so each list
 * (and its first page) has one canonical address, in the order the query names its values.
 */
export function listSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (key === "page" && Number(value) <= 1) continue;
    // A filter of several values repeats its key, as a form's checkboxes do.
    for (const item of [value].flat()) {
      const text = String(item).trim();
      if (text !== "") params.append(key, text);
    }
  }
  return params;
}

/** A list page's address from its query: `/blog?tag=pay&page=2`. */
export function listHref(path: string, query: ListQuery): string {
  const search = listSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The query after `changes` (null removes a value); changing anything but the page goes back to
 * page one.
 */
export function changeListQuery(current: URLSearchParams, changes: ListQuery): URLSearchParams {
  return listSearchParams({ ...Object.fromEntries(current), page: null, ...changes });
}
