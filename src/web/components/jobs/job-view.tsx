import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "../../i18n/labels.ts";
import { languageName } from "../../i18n/language-names.ts";
import { FactList } from "../fact-list.tsx";
import { Markdown } from "../markdown.tsx";
import { ApplyLink } from "./apply-link.tsx";
import { type JobCardData, SalaryLine } from "./job-card.tsx";
import { daysUntil, formatDate, formatSalary, jobPlace, timeAgo } from "./job-format.ts";
import { JobPageLayout } from "./job-page-layout.tsx";
import { jobAnchor, SaveJobButton } from "./save-job-button.tsx";

export type JobViewData = {
  /** The job without its Markdown: the page gets the description once, as HTML. */
  job: Omit<Job, "description">;
  company: Pick<
    Company,
    | "slug"
    | "name"
    | "logoUrl"
    | "website"
    | "tagline"
    | "initiatives"
    | "verifiedInitiatives"
    | "openJobs"
  >;
  descriptionHtml: string;
  similar: JobCardData[];
  now: number;
};

/** A job's public page: the job page renders it, and so does the admin preview of a draft. */
export function JobView({ job, company, descriptionHtml, similar, now }: JobViewData) {
  const { t, i18n } = useLingui();
  const posted = job.publishedAt ?? job.createdAt;
  const ago = timeAgo(i18n, posted, now);
  const closesIn = job.expiresAt ? daysUntil(job.expiresAt, now) : null;
  const closesOn = job.expiresAt ? formatDate(i18n, job.expiresAt) : "";
  const facts = [
    { term: t`Location`, value: jobPlace(i18n, job) },
    { term: t`Workplace`, value: i18n._(WORKPLACE_LABELS[job.workplace]) },
    { term: t`Job type`, value: i18n._(TYPE_LABELS[job.employmentType]) },
    { term: t`Category`, value: i18n._(CATEGORY_LABELS[job.category]) },
    {
      term: t({ message: "Language", comment: "The language a job advert is written in" }),
      value: languageName(i18n.locale, job.language),
    },
  ];

  return (
    <JobPageLayout
      title={job.title}
      lang={job.language}
      company={company}
      similar={similar}
      similarHeading={t`Similar jobs`}
      now={now}
      lazySimilar
    >
      <FactList
        facts={facts}
        className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5"
      />
      <SalaryLine
        salary={formatSalary(i18n, job)}
        className="mt-5 text-lg font-semibold"
        testId="job-salary"
      />
      <p className="mt-3 text-sm text-muted">
        <Trans>
          Posted <time dateTime={posted}>{ago}</time>
        </Trans>
        {job.expiresAt && closesIn !== null ? (
          <>
            {" · "}
            <Trans>
              Closes on <time dateTime={job.expiresAt}>{closesOn}</time>
            </Trans>
            {closesIn <= 7 ? (
              <strong className="ml-1 font-semibold text-brand-800">
                {closesIn <= 1 ? (
                  <Trans>(last day)</Trans>
                ) : (
                  <Plural value={closesIn} one="(# day left)" other="(# days left)" />
                )}
              </strong>
            ) : null}
          </>
        ) : null}
      </p>
      <div id={jobAnchor(job.id)} className="mt-6 flex flex-wrap items-center gap-3">
        <ApplyLink job={job} companyName={company.name} />
        <SaveJobButton jobId={job.id} title={job.title} large />
      </div>
      <h2 className="mt-10 text-2xl font-semibold">
        <Trans>About the role</Trans>
      </h2>
      <Markdown html={descriptionHtml} lang={job.language} className="mt-4 max-w-prose" />
      <div className="mt-8 border-t border-gray-200 pt-6">
        <ApplyLink job={job} companyName={company.name} />
      </div>
    </JobPageLayout>
  );
}
