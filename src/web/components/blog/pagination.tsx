import { Link } from "react-router";

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page, keeping the list's other filters. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Previous/next links with "Page 2 of 5"; plain links, so pages work without JavaScript. */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  label = "Pagination",
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const linkClass =
    "rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  // A missing Previous/Next leaves an empty slot, so "Page x of y" stays centred.
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <span aria-hidden="true">← </span>Previous
        </Link>
      ) : (
        <span className="w-28" />
      )}
      <p className="text-sm text-muted">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next<span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="w-28" />
      )}
    </nav>
  );
}

/** Builds `?tag=x&page=2`, leaving out defaults so the first page has one canonical address. */
export function listHref(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
