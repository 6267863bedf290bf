import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import type { PostedWithin, SalaryPeriod } from "#shared/constants.ts";
import { POSTED_LABELS } from "../../i18n/labels.ts";
import { languageName } from "../../i18n/language-names.ts";
import { Link } from "../../i18n/link.tsx";
import { NoResults } from "../list-page/no-results.tsx";
import { FOCUS_RESULTS } from "../list-page/use-focus-results.ts";
import { formatSalary } from "./job-format.ts";
import {
  CHOICE_FILTERS,
  type ChoiceFilter,
  type JobFilterValues,
  jobsHref,
  SALARY_CURRENCY_DEFAULT,
  SALARY_PERIOD_DEFAULT,
} from "./job-search.ts";

export type ActiveFilter = {
  name: keyof JobFilterValues;
  /** Unique among the filters: a filter of several values has one chip a value. */
  key: string;
  label: string;
  removeHref: string;
};

/** Each search term and filter value in the URL, with the link that drops just that one. */
export function activeFilters(
  i18n: I18n,
  values: JobFilterValues,
  companies: ReadonlyArray<{ slug: string; name: string }>,
): ActiveFilter[] {
  const { q, location } = values;
  const single = (name: keyof JobFilterValues, label: string | undefined): ActiveFilter[] =>
    values[name] && label
      ? [{ name, key: name, label, removeHref: jobsHref({ ...values, [name]: "" }) }]
      : [];
  const each = (name: ChoiceFilter): ActiveFilter[] =>
    values[name].flatMap((value) => {
      const label = CHOICE_FILTERS[name].labels[value];
      const rest = values[name].filter((other) => other !== value);
      return label
        ? [
            {
              name,
              key: `${name}:${value}`,
              label: i18n._(label),
              removeHref: jobsHref({ ...values, [name]: rest }),
            },
          ]
        : [];
    });
  const posted = POSTED_LABELS[values.posted as PostedWithin];
  return [
    ...single("q", q && t(i18n)({ message: `“${q}”`, comment: "Search words, quoted" })),
    ...single("location", location && t(i18n)`In ${location}`),
    ...each("category"),
    ...each("type"),
    ...each("workplace"),
    ...each("initiative"),
    ...single("posted", posted && i18n._(posted)),
    ...single("company", companies.find((company) => company.slug === values.company)?.name),
    ...single("language", values.language && languageName(i18n.locale, values.language)),
    ...single("salary", salaryFloor(i18n, values)),
  ];
}

/** "Salary at least SGD 6,000 a month", when the URL asks for one. */
function salaryFloor(i18n: I18n, values: JobFilterValues): string | undefined {
  if (!values.salary) return undefined;
  const amount = Number(values.salary);
  const salary = formatSalary(i18n, {
    salaryMin: amount,
    salaryMax: amount,
    salaryCurrency: values.currency || SALARY_CURRENCY_DEFAULT,
    salaryPeriod: (values.period || SALARY_PERIOD_DEFAULT) as SalaryPeriod,
  });
  return t(i18n)`Salary at least ${salary}`;
}

/** The filters in force, each removable, and one link that clears them all. */
export function ActiveFilters({ filters }: { filters: ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">
        <Trans>Active filters</Trans>
      </h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              to={filter.removeHref}
              state={FOCUS_RESULTS}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-700 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <span className="sr-only">
                <Trans>Remove filter:</Trans>{" "}
              </span>
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
        <Trans>Clear filters</Trans>
      </Link>
    </div>
  );
}

type EmptyStateProps = { filters: ActiveFilter[]; totalJobs: number };

/** No results: say what was searched and offer ways out. */
export function JobsEmptyState({ filters, totalJobs }: EmptyStateProps) {
  const words = filters.find((filter) => filter.name === "q");
  const others = filters.filter((filter) => filter.name !== "q");
  const without = words?.label;
  const searched = filters.map((filter) => filter.label).join(", ");
  return (
    <NoResults title={<Trans>No jobs match your search</Trans>} data-testid="jobs-empty">
      {filters.length > 0 ? (
        <p className="mt-2 text-muted">
          <Trans>We looked for {searched} and found nothing open right now.</Trans>
        </p>
      ) : (
        <p className="mt-2 text-muted">
          <Trans>There are no open jobs right now. Please check back soon.</Trans>
        </p>
      )}
      <ul className="mt-4 list-disc space-y-2 pl-5">
        {others.length > 0 ? (
          <li>
            <Trans>Remove a filter:</Trans>{" "}
            {others.map((filter, index) => (
              <span key={filter.key}>
                {index > 0 ? ", " : null}
                <Link to={filter.removeHref} className="text-brand-700 underline">
                  <span className="sr-only">
                    <Trans comment="Before a filter's name: “Remove Finance”">Remove</Trans>{" "}
                  </span>
                  {filter.label}
                </Link>
              </span>
            ))}
          </li>
        ) : null}
        {words ? (
          <li>
            <Trans>
              Try a broader or different word, or check the spelling (
              <Link to={words.removeHref} className="text-brand-700 underline">
                search without {without}
              </Link>
              ).
            </Trans>
          </li>
        ) : null}
        {totalJobs > 0 ? (
          <li>
            <Link to="/jobs" className="text-brand-700 underline">
              <Plural value={totalJobs} one="See all # open job" other="See all # open jobs" />
            </Link>
          </li>
        ) : null}
      </ul>
    </NoResults>
  );
}
