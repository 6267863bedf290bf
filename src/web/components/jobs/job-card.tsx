import { Trans, useLingui } from "@lingui/react/macro";
import type { Job } from "#shared/schemas/jobs.ts";
import { TYPE_LABELS, WORKPLACE_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { CompanyLogo } from "../companies/company-logo.tsx";
import { formatSalary, jobPlace, timeAgo } from "./job-format.ts";
import type { Salary } from "./salary-conversion.ts";
import { jobAnchor, SaveJobButton } from "./save-job-button.tsx";

/** What a card shows: loaders send only this, not whole jobs with their descriptions. */
export type JobCardData = Pick<
  Job,
  | "id"
  | "title"
  | "featured"
  | "publishedAt"
  | "createdAt"
  | "location"
  | "country"
  | "workplace"
  | "employmentType"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryPeriod"
  | "language"
> & {
  company: Pick<Job["company"], "name" | "logoUrl">;
  /** The salary in the currency and period a visitor filters by, when it is in others. */
  approximateSalary?: Salary | null;
};

/**
 * Keeps the fields a card needs. Loader data is written into the page for hydration: twenty
 * whole jobs, Markdown descriptions included, made /jobs half again as heavy.
 */
export function jobCardData(job: Job): JobCardData {
  return {
    id: job.id,
    title: job.title,
    featured: job.featured,
    publishedAt: job.publishedAt,
    createdAt: job.createdAt,
    location: job.location,
    country: job.country,
    workplace: job.workplace,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    language: job.language,
    company: { name: job.company.name, logoUrl: job.company.logoUrl },
  };
}

type JobCardProps = {
  job: JobCardData;
  /** The loader's clock, so "Posted 3 days ago" renders the same on the server and in the browser. */
  now: number;
  /** h2 in a result list, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their logos lazily. */
  lazy?: boolean;
  /** History state for the title link: where the job page's "Back to results" leads. */
  linkState?: unknown;
  /** A saved job that closed or expired since: said so, never shown as open. */
  closed?: boolean;
};

/** One job in a list: title link, company, where, how, pay and when it was posted. */
export function JobCard({
  job,
  now,
  headingLevel = 2,
  lazy = false,
  linkState,
  closed = false,
}: JobCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { i18n } = useLingui();
  const posted = job.publishedAt ?? job.createdAt;
  const ago = timeAgo(i18n, posted, now);
  const approximate = job.approximateSalary && formatSalary(i18n, job.approximateSalary);
  return (
    <article
      id={jobAnchor(job.id)}
      data-testid="job-card"
      className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-600"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo
          name={job.company.name}
          logoUrl={job.company.logoUrl}
          width={96}
          height={32}
          lazy={lazy}
        />
        {closed ? (
          <span
            className="ml-auto rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-ink"
            data-testid="job-card-closed"
          >
            <Trans>No longer open</Trans>
          </span>
        ) : job.featured ? (
          <span className="ml-auto rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <Trans>Featured</Trans>
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-lg font-semibold leading-snug">
        <Link
          to={`/jobs/${job.id}`}
          state={linkState}
          lang={job.language}
          className="text-brand-700 hover:underline"
        >
          {job.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm font-medium text-ink" data-testid="job-card-company">
        {job.company.name}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li>
          <span className="sr-only">
            <Trans>Location:</Trans>{" "}
          </span>
          {jobPlace(i18n, job)}
        </li>
        <li>
          <span className="sr-only">
            <Trans>Workplace:</Trans>{" "}
          </span>
          {i18n._(WORKPLACE_LABELS[job.workplace])}
        </li>
        <li>
          <span className="sr-only">
            <Trans>Type:</Trans>{" "}
          </span>
          {i18n._(TYPE_LABELS[job.employmentType])}
        </li>
      </ul>
      <SalaryLine
        salary={formatSalary(i18n, job)}
        className="mt-2 text-sm font-semibold text-ink"
      />
      {approximate ? (
        <p className="text-sm text-muted" data-testid="job-card-approximate-salary">
          <Trans comment="A salary converted at an approximate rate to the currency the visitor chose">
            About {approximate}
          </Trans>
        </p>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <p className="text-xs text-muted">
          <Trans>
            Posted <time dateTime={posted}>{ago}</time>
          </Trans>
        </p>
        <SaveJobButton jobId={job.id} title={job.title} />
      </div>
    </article>
  );
}

/** A job's pay on a line of its own, named for screen readers; nothing for a job without one. */
export function SalaryLine({
  salary,
  className,
  testId,
}: {
  salary: string | null;
  className: string;
  testId?: string;
}) {
  if (!salary) return null;
  return (
    <p className={className} data-testid={testId}>
      <span className="sr-only">
        <Trans>Salary:</Trans>{" "}
      </span>
      {salary}
    </p>
  );
}
