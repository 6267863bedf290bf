import { Link } from "react-router";
import { NoResults } from "../list-page/no-results.tsx";
import { type CompanyFilterValues, companiesHref, initiativeLabel } from "./company-search.ts";

/** No company matched: say what was searched and offer ways out. */
export function CompaniesEmptyState({
  filters,
  page,
}: {
  filters: CompanyFilterValues;
  page: number;
}) {
  return (
    <NoResults title="No companies match" data-testid="companies-empty">
      <p className="mt-2 text-muted">
        {filters.q ? `Nothing matched “${filters.q}”` : "Nothing matched"}
        {filters.initiative ? ` with ${initiativeLabel(filters.initiative)}` : ""}
        {page > 1 ? ` on page ${page}` : ""}.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5">
        {filters.initiative ? (
          <li>
            <Link
              to={companiesHref({ ...filters, initiative: "" })}
              className="text-brand-700 underline"
            >
              Search every initiative
            </Link>
          </li>
        ) : null}
        {filters.q ? <li>Try a shorter part of the company’s name.</li> : null}
        <li>
          <Link to="/companies" className="text-brand-700 underline">
            See all companies
          </Link>
        </li>
      </ul>
    </NoResults>
  );
}
