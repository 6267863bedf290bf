import type { ReactNode } from "react";
import { Pagination } from "./pagination.tsx";
import { FOCUS_RESULTS } from "./use-focus-results.ts";

type SearchResultsProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** One result's card; `lazy` for those below the first rows. */
  card: (item: T, lazy: boolean) => ReactNode;
  testId: string;
  /** New results are on their way: the old ones are dimmed and marked busy. */
  busy?: boolean;
  /** What shows instead of an empty list. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  /** The pagination landmark's name: "Job results pages". */
  pagesLabel: string;
};

/**
 * A search's results under its summary: the cards, or what to do about finding none, and the
 * page links, which hand focus back to the summary.
 */
export function SearchResults<T>({
  items,
  keyOf,
  card,
  testId,
  busy,
  empty,
  page,
  pageSize,
  total,
  hrefFor,
  pagesLabel,
}: SearchResultsProps<T>) {
  return (
    <>
      {items.length > 0 ? (
        <ul
          className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3${busy ? " opacity-60" : ""}`}
          aria-busy={busy}
          data-testid={testId}
        >
          {items.map((item, index) => (
            <li key={keyOf(item)}>{card(item, index >= 6)}</li>
          ))}
        </ul>
      ) : (
        empty
      )}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={hrefFor}
        linkState={FOCUS_RESULTS}
        label={pagesLabel}
      />
    </>
  );
}
