import { Trans, useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/schemas/companies.ts";
import { Link } from "../../i18n/link.tsx";
import { BackLink } from "../back-link.tsx";
import { PageSection } from "../content-page.tsx";
import { FactList } from "../fact-list.tsx";
import { JobCard, type JobCardData } from "../jobs/job-card.tsx";
import { Markdown } from "../markdown.tsx";
import { CompanyInitiatives } from "./company-initiatives.tsx";
import { CompanyLogo } from "./company-logo.tsx";

export type CompanyViewData = {
  company: Company;
  /** The profile, already rendered from Markdown on the server. */
  descriptionHtml: string;
  jobs: JobCardData[];
  totalJobs: number;
  now: number;
};

/** A company's public page: who they are, how they support women, and their open jobs. */
export function CompanyView({ company, descriptionHtml, jobs, totalJobs, now }: CompanyViewData) {
  const { t } = useLingui();
  const { name, size } = company;
  const facts = [
    { term: t`Industry`, value: company.industry },
    { term: t`Company size`, value: size ? t`${size} employees` : null },
    { term: t`Headquarters`, value: company.headquarters },
  ].filter((fact) => fact.value);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BackLink to="/companies" label={t`All companies`} />
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} width={180} height={60} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{company.name}</h1>
          {company.tagline ? (
            <p lang={company.language} className="mt-2 text-lg text-muted">
              {company.tagline}
            </p>
          ) : null}
          {company.website ? (
            <p className="mt-3">
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {company.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                <span className="sr-only">
                  {" "}
                  <Trans>(company website, opens in a new tab)</Trans>
                </span>
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {facts.length > 0 ? (
        <FactList
          facts={facts}
          className="mt-6 grid gap-4 rounded-xl border border-gray-200 p-5 sm:grid-cols-3"
        />
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <PageSection id="about-heading" title={t`About ${name}`} className="">
          {descriptionHtml ? (
            <Markdown html={descriptionHtml} lang={company.language} className="mt-4" />
          ) : (
            <p className="mt-4 text-muted">
              <Trans>No description yet.</Trans>
            </p>
          )}
        </PageSection>
        <PageSection id="initiatives-heading" title={t`How ${name} supports women`} className="">
          <CompanyInitiatives company={company} />
        </PageSection>
      </div>
      <PageSection
        id="jobs-heading"
        title={
          <Trans>
            Open jobs at {name} <span className="font-normal text-muted">({totalJobs})</span>
          </Trans>
        }
        className="mt-14"
      >
        {jobs.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="company-jobs">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} headingLevel={3} lazy />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">
            <Trans>
              No open jobs right now.{" "}
              <Link to="/jobs" className="font-semibold text-brand-700 underline">
                Browse all jobs
              </Link>
            </Trans>
          </p>
        )}
      </PageSection>
    </div>
  );
}
