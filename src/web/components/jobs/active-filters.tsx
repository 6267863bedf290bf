import { Link } from "react-router";
import type { EmploymentType, JobCategory, Workplace } from "#shared/constants.ts";
import { countOf } from "#shared/plural.ts";
import { NoResults } from "../list-page/no-results.tsx";
import { FOCUS_RESULTS } from "../list-page/use-focus-results.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "./job-format.ts";
import { type JobFilterValues, jobsHref } from "./job-search.ts";

export type ActiveFilter = { key: keyof JobFilterValues; label: string; removeHref: string };

/** Each search term and filter in the URL, with the link that drops just that one. */
export function activeFilters(
  values: JobFilterValues,
  companies: ReadonlyArray<{ slug: string; name: string }>,
): ActiveFilter[] {
  const describe: Array<[keyof JobFilterValues, string | undefined]> = [
    ["q", values.q && `“${values.q}”`],
    ["location", values.location && `In ${values.location}`],
    ["category", CATEGORY_LABELS[values.category as JobCategory]],
    ["type", TYPE_LABELS[values.type as EmploymentType]],
    ["workplace", WORKPLACE_LABELS[values.workplace as Workplace]],
    ["company", companies.find((company) => company.slug === values.company)?.name],
  ];
  return describe.flatMap(([key, label]) =>
    values[key] && label ? [{ key, label, removeHref: jobsHref({ ...values, [key]: "" }) }] : [],
  );
}

/** The filters in force, each removable, and one link that clears them all. */
export function ActiveFilters({ filters }: { filters: ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              to={filter.removeHref}
              state={FOCUS_RESULTS}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-700 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <span className="sr-only">Remove filter: </span>
              {filter.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/jobs"
        state={FOCUS_RESULTS}
        className="ml-1 text-sm font-semibold text-brand-700 underline"
      >
        Clear filters
      </Link>
    </div>
  );
}

type EmptyStateProps = { filters: ActiveFilter[]; totalJobs: number };

/** No results: say what was searched and offer ways out. */
export function JobsEmptyState({ filters, totalJobs }: EmptyStateProps) {
  const words = filters.find((filter) => filter.key === "q");
  const others = filters.filter((filter) => filter.key !== "q");
  return (
    <NoResults title="No jobs match your search" data-testid="jobs-empty">
      {filters.length > 0 ? (
        <p className="mt-2 text-muted">
          We looked for {filters.map((filter) => filter.label).join(", ")} and found nothing open
          right now.
        </p>
      ) : (
        <p className="mt-2 text-muted">There are no open jobs right now. Please check back soon.</p>
      )}
      <ul className="mt-4 list-disc space-y-2 pl-5">
        {others.length > 0 ? (
          <li>
            Remove a filter:{" "}
            {others.map((filter, index) => (
              <span key={filter.key}>
                {index > 0 ? ", " : null}
                <Link to={filter.removeHref} className="text-brand-700 underline">
                  <span className="sr-only">Remove </span>
                  {filter.label}
                </Link>
              </span>
            ))}
          </li>
        ) : null}
        {words ? (
          <li>
            Try a broader or different word, or check the spelling (
            <Link to={words.removeHref} className="text-brand-700 underline">
              search without {words.label}
            </Link>
            ).
          </li>
        ) : null}
        {totalJobs > 0 ? (
          <li>
            <Link to="/jobs" className="text-brand-700 underline">
              See all {countOf(totalJobs, { one: "open job", other: "open jobs" })}
            </Link>
          </li>
        ) : null}
      </ul>
    </NoResults>
  );
}
