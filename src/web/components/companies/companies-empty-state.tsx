import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../i18n/link.tsx";
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
  const { i18n } = useLingui();
  const { q } = filters;
  const initiative = initiativeLabel(i18n, filters.initiative);
  return (
    <NoResults title={<Trans>No companies match</Trans>} data-testid="companies-empty">
      <p className="mt-2 text-muted">
        <NothingMatched q={q} initiative={initiative} page={page} />
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5">
        {filters.initiative ? (
          <li>
            <Link
              to={companiesHref({ ...filters, initiative: "" })}
              className="text-brand-700 underline"
            >
              <Trans>Search every initiative</Trans>
            </Link>
          </li>
        ) : null}
        {filters.q ? (
          <li>
            <Trans>Try a shorter part of the company’s name.</Trans>
          </li>
        ) : null}
        <li>
          <Link to="/companies" className="text-brand-700 underline">
            <Trans>See all companies</Trans>
          </Link>
        </li>
      </ul>
    </NoResults>
  );
}

/** "Nothing matched “tech” with Equal Pay on page 3.": each part only when it was searched. */
function NothingMatched({
  q,
  initiative,
  page,
}: {
  q: string;
  initiative: string | undefined;
  page: number;
}) {
  // Whole sentences for translators: which parts there are decides the sentence.
  if (q && initiative && page > 1)
    return (
      <Trans>
        Nothing matched “{q}” with {initiative} on page {page}.
      </Trans>
    );
  if (q && initiative)
    return (
      <Trans>
        Nothing matched “{q}” with {initiative}.
      </Trans>
    );
  if (q && page > 1)
    return (
      <Trans>
        Nothing matched “{q}” on page {page}.
      </Trans>
    );
  if (q) return <Trans>Nothing matched “{q}”.</Trans>;
  if (initiative && page > 1)
    return (
      <Trans>
        Nothing matched with {initiative} on page {page}.
      </Trans>
    );
  if (initiative) return <Trans>Nothing matched with {initiative}.</Trans>;
  if (page > 1) return <Trans>Nothing matched on page {page}.</Trans>;
  return <Trans>Nothing matched.</Trans>;
}
