import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { PAGE_SIZE_MAX } from "#shared/constants.ts";
import { splitLocalePath } from "#shared/locales.ts";
import { publicJobQuery } from "#shared/schemas/jobs.ts";
import {
  ActiveFilters,
  activeFilters,
  JobsEmptyState,
} from "../../components/jobs/active-filters.tsx";
import { fromResults } from "../../components/jobs/back-to-results.tsx";
import { JobCard, jobCardData } from "../../components/jobs/job-card.tsx";
import {
  type JobFilterValues,
  jobsHref,
  SALARY_CURRENCY_DEFAULT,
  SALARY_PERIOD_DEFAULT,
} from "../../components/jobs/job-search.ts";
import { convertSalary, rateTable } from "../../components/jobs/salary-conversion.ts";
import { ALL_JOBS_TITLE, jobCountLabel, searchTitle } from "../../components/jobs/search-title.ts";
import { ListPage } from "../../components/list-page/list-page.tsx";
import { NoResults } from "../../components/list-page/no-results.tsx";
import { ResultSummary } from "../../components/list-page/result-summary.tsx";
import { SearchResults } from "../../components/list-page/search-results.tsx";
import { AlertForm } from "../../features/job-alerts/alert-form.tsx";
import { savedJobIds } from "../../features/saved-jobs/saved-marks.server.ts";
import { JobFilters } from "../../features/search/job-filters.tsx";
import { SalaryRatesNote } from "../../features/search/salary-filter.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { parseSearchParams } from "../../lib/search-params.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/jobs.ts";

const PAGE_SIZE = 20;
/**
 * The company filter offers the companies with the most open jobs. All of them (2,000 on a
 * big board) would outweigh the rest of the page and make a list nobody can scroll through,
 * with a keyboard or a screen reader least of all; any other company is a keyword search away,
 * and its own page links to its jobs.
 */
const FILTER_COMPANIES = 50;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  // Invalid parameters are dropped one by one; the page size is ours, not the URL's.
  const parsed = parseSearchParams(publicJobQuery, url.searchParams, { pageSize: PAGE_SIZE });
  const rates = rateTable(
    (await services.currencyRates.listPublic({ page: 1, pageSize: PAGE_SIZE_MAX })).items,
  );
  // A currency without a rate is dropped like any other invalid parameter.
  const query =
    parsed.currency && !rates.perUsd[parsed.currency] ? { ...parsed, currency: undefined } : parsed;
  const [results, companies] = await Promise.all([
    services.jobs.listPublic(query),
    // The company in the URL is always among the choices, so the filter and the title name it.
    services.companies.listHiring({ limit: FILTER_COMPANIES, include: query.company }),
  ]);
  const filters: JobFilterValues = {
    q: query.q ?? "",
    location: query.location ?? "",
    category: query.category ?? [],
    type: query.type ?? [],
    workplace: query.workplace ?? [],
    initiative: query.initiative ?? [],
    posted: query.posted ?? "",
    company: query.company ?? "",
    language: query.language ?? "",
    salary: query.salary == null ? "" : String(query.salary),
    currency: query.currency ?? "",
    period: query.period ?? "",
    sort: query.sort ?? "",
    exact: query.exact ? "1" : "",
  };
  // An empty result offers "see all N jobs": count them only when it is needed.
  const totalJobs =
    results.total === 0 && jobsHref(filters) !== "/jobs"
      ? (await services.jobs.listPublic({ page: 1, pageSize: 1 })).total
      : results.total;
  // With a salary floor, each salary in another currency or period is also shown in the floor's.
  const currency = query.currency ?? SALARY_CURRENCY_DEFAULT;
  const period = query.period ?? SALARY_PERIOD_DEFAULT;
  return {
    jobs: results.items.map((job) => ({
      ...jobCardData(job),
      approximateSalary:
        query.salary == null ? null : convertSalary(job, rates.perUsd, currency, period),
    })),
    rates: { currencies: rates.currencies, asOf: rates.asOf },
    total: results.total,
    capped: results.capped === true,
    correctedQuery: results.correctedQuery ?? null,
    anyWords: results.anyWords === true,
    page: query.page,
    pageSize: PAGE_SIZE,
    filters,
    totalJobs,
    companies,
    savedJobIds: await savedJobIds(
      context.get(requestContext),
      results.items.map((job) => job.id),
    ),
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = i18nOf(matches);
  const { filters, companies, total, capped, page } = loaderData;
  const title = searchTitle(i18n, filters, companies);
  const what = title === i18n._(ALL_JOBS_TITLE) ? t(i18n)`Open jobs` : title;
  const positions = capped
    ? t(i18n)`${plural(total, { one: "#+ open position", other: "#+ open positions" })}`
    : t(i18n)`${plural(total, { one: "# open position", other: "# open positions" })}`;
  return pageMeta({
    title: page > 1 ? t(i18n)`${title} – page ${page}` : title,
    description: t(
      i18n,
    )`${what}: ${positions} at Companies that Care, employers with equal pay, flexible working, mentoring and paid parental leave.`,
    matches,
    // Canonical keeps the search and filters but not the page number or the sort order.
    path: jobsHref({ ...filters, sort: "" }),
    noindex: total === 0,
  });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const {
    jobs,
    total,
    capped,
    correctedQuery,
    anyWords,
    page,
    pageSize,
    filters,
    totalJobs,
    companies,
    rates,
    now,
  } = loaderData;
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const busy =
    navigation.state === "loading" &&
    splitLocalePath(navigation.location.pathname).path === "/jobs";
  const active = activeFilters(i18n, filters, companies);
  const title = searchTitle(i18n, filters, companies);
  // A job opened from here leads back to this very list (its search, page and scroll position).
  const cardState = fromResults(jobsHref(filters, page));
  const shown = i18n.number(total);

  return (
    <ListPage
      title={title}
      intro={
        <Trans>
          Every job here is at a Company that Cares: employers with real support for women at work.
        </Trans>
      }
    >
      <div className="mt-6">
        <JobFilters
          values={filters}
          applied={
            active.filter((filter) => filter.name !== "q" && filter.name !== "location").length
          }
          companies={companies}
          currencies={rates.currencies}
          busy={busy}
        />
      </div>
      <ActiveFilters filters={active} />
      <ResultSummary
        count={jobCountLabel(i18n, total, capped)}
        page={page}
        pageSize={pageSize}
        total={total}
      >
        {busy ? (
          <p className="text-sm text-muted">
            <Trans>Updating results…</Trans>
          </p>
        ) : null}
      </ResultSummary>
      <AlertForm
        search={jobsHref({ ...filters, sort: "", posted: "" }).split("?")[1] ?? ""}
        label={title}
      />
      {correctedQuery ? (
        <p className="mt-1" data-testid="corrected-query">
          <Trans>
            Showing results for <strong>{correctedQuery}</strong>.
          </Trans>{" "}
          <Trans>
            Search instead for{" "}
            <Link
              to={jobsHref({ ...filters, exact: "1" })}
              className="font-semibold text-brand-700 underline"
            >
              {filters.q}
            </Link>
          </Trans>
        </p>
      ) : null}
      {(filters.salary || filters.sort === "salary") && rates.asOf ? (
        <SalaryRatesNote asOf={rates.asOf} />
      ) : null}
      {anyWords ? (
        <p className="mt-1" data-testid="any-words">
          <Trans>No job has all of these words: these jobs have some of them.</Trans>
        </p>
      ) : null}
      {capped ? (
        <p className="mt-1 text-sm text-muted" data-testid="results-capped">
          <Trans>
            These are the newest {shown} matches. Add a word or a filter to narrow the search.
          </Trans>
        </p>
      ) : null}
      <SearchResults
        items={jobs}
        keyOf={(job) => job.id}
        card={(job, lazy) => <JobCard job={job} now={now} lazy={lazy} linkState={cardState} />}
        testId="job-results"
        busy={busy}
        empty={
          total > 0 ? (
            <NoResults title={<Trans>There are no results on page {page}</Trans>}>
              <p className="mt-2">
                <Link to={jobsHref(filters)} className="text-brand-700 underline">
                  <Trans>Go to the first page of results</Trans>
                </Link>
              </p>
            </NoResults>
          ) : (
            <JobsEmptyState filters={active} totalJobs={totalJobs} />
          )
        }
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={(n) => jobsHref(filters, n)}
        pagesLabel={t`Job results pages`}
      />
    </ListPage>
  );
}
