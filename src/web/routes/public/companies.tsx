import { Link } from "react-router";
import { countOf } from "#shared/plural.ts";
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
import { requestContext } from "../../lib/context.ts";
import { parseSearchParams } from "../../lib/search-params.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/companies.ts";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
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

function listTitle(filters: CompanyFilterValues): string {
  const label = initiativeLabel(filters.initiative);
  const base = label ? `Companies that Care with ${label}` : "Companies that Care";
  return filters.q ? `${base} matching “${filters.q}”` : base;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { filters, total, page } = loaderData;
  const title = listTitle(filters);
  return pageMeta({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: `${countOf(total, { one: "employer", other: "employers" })} in Asia with real support for women at work: equal pay, flexible working, paid parental leave, childcare, mentoring and more.`,
    matches,
    path: companiesHref(filters),
    noindex: total === 0,
  });
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { companies, total, page, filters } = loaderData;
  const filtered = Boolean(filters.q || filters.initiative);
  return (
    <ListPage
      title={listTitle(filters)}
      intro="Employers that back women at work with more than words: equal pay, flexible working, parental leave, childcare, mentoring and leadership programmes."
    >
      <div className="mt-6">
        <CompanyFilters values={filters} />
      </div>
      <ResultSummary
        count={countOf(total, { one: "company", other: "companies" })}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      >
        {filtered ? (
          <Link to="/companies" className="text-sm font-semibold text-brand-700 underline">
            Clear filters
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
        pagesLabel="Company results pages"
      />
    </ListPage>
  );
}
