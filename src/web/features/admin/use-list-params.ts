import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { changeListQuery, type ListQuery } from "../../lib/list-href.ts";

/**
 * List state in the URL, as the resource lists keep it: a link or a reload shows the same page.
 * Changing anything but the page starts again at page one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ListQuery) => {
      setParams((current) => changeListQuery(current, changes), { replace: true });
    },
    [setParams],
  );
  return { params, update };
}
