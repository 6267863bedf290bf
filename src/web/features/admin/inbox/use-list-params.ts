import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * List state in the URL, as the resource lists keep it: a link or a reload shows the same page.
 * Changing anything but the page starts again at page one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { params, update };
}
