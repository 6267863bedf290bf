import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { pageCount } from "./pagination.tsx";
import { useFocusResults } from "./use-focus-results.ts";

type ResultSummaryProps = {
  /** "40 jobs", "1 company". */
  count: ReactNode;
  page: number;
  pageSize: number;
  total: number;
  /** What goes on the right of the count (a busy note, a link that clears the filters). */
  children?: ReactNode;
};

/**
 * "40 jobs · page 2 of 2": announced when it changes, and focused after a navigation that asks
 * for it (a page link, a removed filter), so nobody lands at the end of the page.
 */
export function ResultSummary({ count, page, pageSize, total, children }: ResultSummaryProps) {
  const summary = useFocusResults<HTMLParagraphElement>();
  const pages = pageCount(total, pageSize);
  return (
    <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
      <p
        ref={summary}
        tabIndex={-1}
        role="status"
        aria-atomic="true"
        className="font-semibold"
        data-testid="result-count"
      >
        {count}
        {pages > 1 ? (
          <span className="font-normal text-muted">
            {" "}
            <Trans>
              · page {page} of {pages}
            </Trans>
          </span>
        ) : null}
      </p>
      {children}
    </div>
  );
}
