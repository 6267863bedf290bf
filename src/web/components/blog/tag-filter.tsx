import { Link } from "react-router";
import { listHref } from "./pagination.tsx";

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

/** Topic links: plain links (crawlable, no JavaScript needed), the chosen one marked current. */
export function TagFilter({ path, tags, active, keyOf = (tag) => tag, label }: TagFilterProps) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={path}
            className={active ? idle : current}
            aria-current={active ? undefined : "page"}
          >
            All
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
