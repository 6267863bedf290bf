import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "../../i18n/link.tsx";

type GoTo =
  | {
      /**
       * The address of a page, keeping the list's other search parameters: plain links. A site
       * page's address is given in English (`/blog?page=2`): the link adds the page's language.
       */
      hrefFor: (page: number) => string;
      /** History state the links carry (the result summary takes focus when it sees it). */
      linkState?: unknown;
    }
  | {
      /** Buttons instead of links, for a list that keeps its page some other way. */
      onPage: (page: number) => void;
    };

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What is being paged, for the landmark's name: "Job results pages" (default "Pages"). */
  label?: string;
} & GoTo;

/** How many pages a list of `total` items fills: at least one, even when it is empty. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

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
const idleClass = `${itemClass} border-gray-300 text-brand-700 hover:bg-brand-50`;
const currentClass = `${itemClass} border-brand-700 bg-brand-700 text-white`;

type ControlProps = {
  go: GoTo;
  target: number;
  className: string;
  children: ReactNode;
  rel?: "prev" | "next";
  current?: boolean;
  name?: string;
};

/** A link to a page, or a button that goes there. */
function Control({ go, target, className, children, rel, current, name }: ControlProps) {
  return "hrefFor" in go ? (
    <Link
      to={go.hrefFor(target)}
      state={go.linkState}
      rel={rel}
      aria-current={current ? "page" : undefined}
      aria-label={name}
      className={className}
    >
      {children}
    </Link>
  ) : (
    <button
      type="button"
      onClick={() => go.onPage(target)}
      aria-current={current ? "page" : undefined}
      aria-label={name}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * Previous / numbered / next pages. With `hrefFor` they are plain links, so they work before
 * (and without) JavaScript; with `onPage` they are buttons.
 */
export function Pagination({ page, pageSize, total, label, ...go }: PaginationProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Control go={go} target={Math.min(page - 1, pages)} rel="prev" className={idleClass}>
              <Trans>
                <span aria-hidden="true">←</span>&nbsp;Previous
              </Trans>
            </Control>
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
              <Control
                go={go}
                target={n}
                current={n === page}
                name={t`Page ${n}`}
                className={n === page ? currentClass : idleClass}
              >
                {n}
              </Control>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Control go={go} target={page + 1} rel="next" className={idleClass}>
              <Trans>
                Next&nbsp;<span aria-hidden="true">→</span>
              </Trans>
            </Control>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
