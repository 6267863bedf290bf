import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { publicCompanyQuery } from "#shared/schemas/companies.ts";
import { CompaniesEmptyState } from "../../components/companies/companies-empty-state.tsx";
import { CompanyCard, companyCardData } from "../../components/companies/company-card.tsx";
import {
  type CompanyFilterValues,
  companiesHref,
  initiativeLabel,
} from "../../components/companies/company-search.ts";
import { ListPage } from "../../components/list-page/list-page.tsx";
import { ResultSummary } from "../../components/list-page/result-summary.tsx";
import { SearchResults } from "../../components/list-page/search-results.tsx";
import { CompanyFilters } from "../../features/search/company-filters.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { parseSearchParams } from "../../lib/search-params.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/companies.ts";

const PAGE_SIZE = 24;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const query = parseSearchParams(publicCompanyQuery, url.searchParams, { pageSize: PAGE_SIZE });
  const results = await services.companies.listPublic({
    page: query.page,
    pageSize: PAGE_SIZE,
    q: query.q,
    initiative: query.initiative,
  });
  const filters: CompanyFilterValues = { q: query.q ?? "", initiative: query.initiative ?? "" };
  return {
    companies: results.items.map(companyCardData),
    total: results.total,
    page: query.page,
    filters,
  };
}

function listTitle(i18n: I18n, filters: CompanyFilterValues): string {
  const label = initiativeLabel(i18n, filters.initiative);
  const { q } = filters;
  if (label && q) return t(i18n)`Companies that Care with ${label} matching “${q}”`;
  if (label) return t(i18n)`Companies that Care with ${label}`;
  if (q) return t(i18n)`Companies that Care matching “${q}”`;
  return t(i18n)`Companies that Care`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = i18nOf(matches);
  const { filters, total, page } = loaderData;
  const title = listTitle(i18n, filters);
  return pageMeta({
    title: page > 1 ? t(i18n)`${title} – page ${page}` : title,
    description: t(
      i18n,
    )`${plural(total, { one: "# employer", other: "# employers" })} in Asia with real support for women at work: equal pay, flexible working, paid parental leave, childcare, mentoring and more.`,
    matches,
    path: companiesHref(filters),
    noindex: total === 0,
  });
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { companies, total, page, filters } = loaderData;
  const { t, i18n } = useLingui();
  const filtered = Boolean(filters.q || filters.initiative);
  return (
    <ListPage
      title={listTitle(i18n, filters)}
      intro={
        <Trans>
          Employers that back women at work with more than words: equal pay, flexible working,
          parental leave, childcare, mentoring and leadership programmes.
        </Trans>
      }
    >
      <div className="mt-6">
        <CompanyFilters values={filters} />
      </div>
      <ResultSummary
        count={<Plural value={total} one="# company" other="# companies" />}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      >
        {filtered ? (
          <Link to="/companies" className="text-sm font-semibold text-brand-700 underline">
            <Trans>Clear filters</Trans>
          </Link>
        ) : null}
      </ResultSummary>
      <SearchResults
        items={companies}
        keyOf={(company) => company.slug}
        card={(company, lazy) => <CompanyCard company={company} lazy={lazy} />}
        testId="company-results"
        empty={<CompaniesEmptyState filters={filters} page={page} />}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(n) => companiesHref(filters, n)}
        pagesLabel={t`Company results pages`}
      />
    </ListPage>
  );
}
