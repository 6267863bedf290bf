import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/schemas/companies.ts";
import { Link } from "../../i18n/link.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { InitiativeBadges } from "./initiative-badges.tsx";

/** What a card shows: the directory sends only this, not each company's Markdown profile. */
export type CompanyCardData = Pick<
  Company,
  | "slug"
  | "name"
  | "logoUrl"
  | "industry"
  | "headquarters"
  | "tagline"
  | "initiatives"
  | "verifiedInitiatives"
  | "openJobs"
>;

/** Loader data is written into the page for hydration, so what a card does not show stays out. */
export function companyCardData(company: Company): CompanyCardData {
  return {
    slug: company.slug,
    name: company.name,
    logoUrl: company.logoUrl,
    industry: company.industry,
    headquarters: company.headquarters,
    tagline: company.tagline,
    initiatives: company.initiatives,
    verifiedInitiatives: company.verifiedInitiatives,
    openJobs: company.openJobs,
  };
}

type CompanyCardProps = { company: CompanyCardData; lazy?: boolean };

/** One company in the directory: who they are, where, and what they offer. */
export function CompanyCard({ company, lazy = false }: CompanyCardProps) {
  const { t } = useLingui();
  const { name, openJobs } = company;
  const facts = [company.industry, company.headquarters].filter(Boolean);
  return (
    <article
      data-testid="company-card"
      data-slug={company.slug}
      className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-600"
    >
      <CompanyLogo
        name={company.name}
        logoUrl={company.logoUrl}
        width={120}
        height={40}
        lazy={lazy}
      />
      <h2 className="mt-4 text-lg font-semibold">
        <Link to={`/companies/${company.slug}`} className="text-brand-700 hover:underline">
          {company.name}
        </Link>
      </h2>
      {facts.length > 0 ? <p className="mt-1 text-sm text-muted">{facts.join(" · ")}</p> : null}
      {company.tagline ? <p className="mt-3 text-sm">{company.tagline}</p> : null}
      <div className="mt-4">
        <InitiativeBadges
          initiatives={company.initiatives}
          verified={company.verifiedInitiatives}
          label={t`Benefits at ${name}`}
        />
      </div>
      <p className="mt-auto pt-4 text-sm font-semibold">
        {company.openJobs > 0 ? (
          <Link
            to={`/jobs?company=${company.slug}`}
            className="text-brand-700 underline underline-offset-2"
          >
            <Trans>
              <Plural value={openJobs} one="# open job" other="# open jobs" />
              <span className="sr-only"> at {name}</span>
            </Trans>
          </Link>
        ) : (
          <span className="text-muted">
            <Trans>No open jobs right now</Trans>
          </span>
        )}
      </p>
    </article>
  );
}
