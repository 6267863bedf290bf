import { Link } from "react-router";
import { FOCUS_RESULTS } from "./use-focus-results.ts";

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The link for a page number, keeping the list's other search parameters. */
  hrefFor: (page: number) => string;
  /** What is being paged, for the landmark's name: "Job results pages". */
  label: string;
};

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageNumbers(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const n of numbers) {
    const previous = out.at(-1);
    if (typeof previous === "number" && n - previous > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-medium";

/** Previous / numbered / next links; plain links so they work before (and without) JavaScript. */
export function Pagination({ page, pageSize, total, hrefFor, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              state={FOCUS_RESULTS}
              to={hrefFor(Math.min(page - 1, pages))}
              rel="prev"
              className={`${itemClass} border-gray-300 text-brand-700 hover:bg-brand-50`}
            >
              <span aria-hidden="true">←</span>&nbsp;Previous
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                state={FOCUS_RESULTS}
                to={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={`${itemClass} ${
                  n === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-gray-300 text-brand-700 hover:bg-brand-50"
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              state={FOCUS_RESULTS}
              to={hrefFor(page + 1)}
              rel="next"
              className={`${itemClass} border-gray-300 text-brand-700 hover:bg-brand-50`}
            >
              Next&nbsp;<span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
