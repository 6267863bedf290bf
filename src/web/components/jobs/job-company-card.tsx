import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/schemas/companies.ts";
import { Link } from "../../i18n/link.tsx";
import { CompanyLogo } from "../companies/company-logo.tsx";
import { InitiativeBadges } from "../companies/initiative-badges.tsx";

type JobCompanyCardProps = {
  company: Pick<
    Company,
    "slug" | "name" | "logoUrl" | "tagline" | "initiatives" | "verifiedInitiatives" | "openJobs"
  >;
};

/** The employer beside a job: who they are and what they offer women at work. */
export function JobCompanyCard({ company }: JobCompanyCardProps) {
  const { t } = useLingui();
  const { name, openJobs } = company;
  return (
    <section
      aria-labelledby="about-company"
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="company-card"
    >
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} width={150} height={50} />
      <h2 id="about-company" className="mt-4 text-lg font-semibold">
        <Trans>About {name}</Trans>
      </h2>
      {company.tagline ? <p className="mt-1 text-muted">{company.tagline}</p> : null}
      {company.initiatives.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">
            <Trans>Benefits for women at work</Trans>
          </h3>
          <div className="mt-2">
            <InitiativeBadges
              initiatives={company.initiatives}
              verified={company.verifiedInitiatives}
              label={t`Benefits at ${name}`}
            />
          </div>
        </>
      ) : null}
      <p className="mt-5">
        <Link
          to={`/companies/${company.slug}`}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {company.openJobs > 1 ? (
            <Plural
              value={openJobs}
              one={`View ${name}’s profile and # open job`}
              other={`View ${name}’s profile and # open jobs`}
            />
          ) : (
            <Trans>View {name}’s profile</Trans>
          )}
        </Link>
      </p>
    </section>
  );
}
