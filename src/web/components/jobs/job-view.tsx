import { countOf } from "#shared/plural.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { FactList } from "../fact-list.tsx";
import { Markdown } from "../markdown.tsx";
import { ApplyLink } from "./apply-link.tsx";
import { type JobCardData, SalaryLine } from "./job-card.tsx";
import {
  CATEGORY_LABELS,
  daysUntil,
  formatDate,
  formatSalary,
  jobPlace,
  TYPE_LABELS,
  timeAgo,
  WORKPLACE_LABELS,
} from "./job-format.ts";
import { JobPageLayout } from "./job-page-layout.tsx";

export type JobViewData = {
  /** The job without its Markdown: the page gets the description once, as HTML. */
  job: Omit<Job, "description">;
  company: Pick<
    Company,
    "slug" | "name" | "logoUrl" | "website" | "tagline" | "initiatives" | "openJobs"
  >;
  descriptionHtml: string;
  similar: JobCardData[];
  now: number;
};

/** A job's public page: the job page renders it, and so does the admin preview of a draft. */
export function JobView({ job, company, descriptionHtml, similar, now }: JobViewData) {
  const posted = job.publishedAt ?? job.createdAt;
  const closesIn = job.expiresAt ? daysUntil(job.expiresAt, now) : null;
  const facts = [
    { term: "Location", value: jobPlace(job) },
    { term: "Workplace", value: WORKPLACE_LABELS[job.workplace] },
    { term: "Job type", value: TYPE_LABELS[job.employmentType] },
    { term: "Category", value: CATEGORY_LABELS[job.category] },
  ];

  return (
    <JobPageLayout
      title={job.title}
      company={company}
      similar={similar}
      similarHeading="Similar jobs"
      now={now}
      lazySimilar
    >
      <FactList facts={facts} className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4" />
      <SalaryLine
        salary={formatSalary(job)}
        className="mt-5 text-lg font-semibold"
        testId="job-salary"
      />
      <p className="mt-3 text-sm text-muted">
        Posted <time dateTime={posted}>{timeAgo(posted, now)}</time>
        {job.expiresAt && closesIn !== null ? (
          <>
            {" · "}
            Closes on <time dateTime={job.expiresAt}>{formatDate(job.expiresAt)}</time>
            {closesIn <= 7 ? (
              <strong className="ml-1 font-semibold text-brand-800">
                (
                {closesIn <= 1
                  ? "last day"
                  : `${countOf(closesIn, { one: "day", other: "days" })} left`}
                )
              </strong>
            ) : null}
          </>
        ) : null}
      </p>
      <div className="mt-6">
        <ApplyLink job={job} companyName={company.name} />
      </div>
      <h2 className="mt-10 text-2xl font-semibold">About the role</h2>
      <Markdown html={descriptionHtml} className="mt-4 max-w-prose" />
      <div className="mt-8 border-t border-gray-200 pt-6">
        <ApplyLink job={job} companyName={company.name} />
      </div>
    </JobPageLayout>
  );
}
