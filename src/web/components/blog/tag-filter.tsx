import { Trans } from "@lingui/react/macro";
import { Link } from "../../i18n/link.tsx";
import { listHref } from "../../lib/list-href.ts";

type TagFilterProps = {
  path: string;
  /** Display names; links carry `key(tag)`. */
  tags: string[];
  active: string | undefined;
  keyOf?: (tag: string) => string;
  label: string;
};

const base = "inline-block rounded-full border px-3 py-1.5 text-sm font-semibold";
const idle = `${base} border-gray-300 text-ink hover:border-brand-700 hover:text-brand-700`;
const current = `${base} border-brand-700 bg-brand-700 text-white`;

/**
 * Topic links: plain links (crawlable, no JavaScript needed), the chosen one marked current. On
 * phones they sit in a "Topics" disclosure, closed, so the first screen shows posts rather than a
 * wall of topics; from the sm breakpoint on, the list is always open (app.css, .topics).
 */
export function TagFilter({ path, tags, active, keyOf = (tag) => tag, label }: TagFilterProps) {
  if (tags.length === 0) return null;
  const chosen = active ? tags.find((tag) => keyOf(tag) === active) : undefined;
  return (
    <nav aria-label={label} className="mt-8">
      {/* Keyed by the chosen topic: choosing one (a client-side navigation) closes the list again. */}
      <details key={active ?? ""} className="topics group/topics">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
          <Trans comment="The button that opens the list of blog or video topics">Topics</Trans>
          {chosen ? <span className="font-normal text-muted">: {chosen}</span> : null}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 shrink-0 transition group-open/topics:rotate-180"
          >
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <ul className="mt-3 flex flex-wrap gap-2 sm:mt-0">
          <li>
            <Link
              to={path}
              className={active ? idle : current}
              aria-current={active ? undefined : "page"}
            >
              <Trans comment="The topic filter's choice that shows every topic">All</Trans>
            </Link>
          </li>
          {tags.map((tag) => {
            const key = keyOf(tag);
            const selected = key === active;
            return (
              <li key={key}>
                <Link
                  to={listHref(path, { tag: key })}
                  className={selected ? current : idle}
                  aria-current={selected ? "page" : undefined}
                >
                  {tag}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}

/** Distinct tags (compared by key), alphabetical, each shown as first written. */
export function distinctTags(
  lists: ReadonlyArray<ReadonlyArray<string>>,
  keyOf = (tag: string) => tag,
) {
  const seen = new Map<string, string>();
  for (const list of lists)
    for (const tag of list) if (!seen.has(keyOf(tag))) seen.set(keyOf(tag), tag);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en"));
}
