import { Link } from "react-router";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import type { JobCardData } from "./job-card.tsx";
import { CATEGORY_LABELS, formatDate, jobPlace } from "./job-format.ts";
import { JobPageLayout } from "./job-page-layout.tsx";
import { jobsHref } from "./job-search.ts";

export type GoneJobData = {
  job: Pick<Job, "id" | "title" | "location" | "country" | "workplace" | "category"> & {
    /** When an expired job stopped taking applications; null for one that was closed. */
    expiredAt: string | null;
  };
  company: Pick<Company, "slug" | "name" | "logoUrl" | "tagline" | "initiatives" | "openJobs">;
  similar: JobCardData[];
  now: number;
};

/**
 * A job that was public and has closed or expired (answered with 410 Gone and kept out of search
 * engines): what it was and where, so the visitor knows they found the right one, and open jobs
 * to go on to instead of a dead end.
 */
export function GoneJob({ job, company, similar, now }: GoneJobData) {
  const category = CATEGORY_LABELS[job.category];
  // The search's place filter matches the location text, so the link names that, if any.
  const sameKind = jobsHref({ category: job.category, location: job.location ?? "" });
  return (
    <JobPageLayout
      title={job.title}
      company={company}
      similar={similar}
      similarHeading="Open jobs like this one"
      now={now}
    >
      <p className="mt-2 text-muted">
        {jobPlace(job)} · {category}
      </p>
      <div
        className="mt-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4"
        data-testid="job-gone"
      >
        <p className="font-semibold">This job is no longer taking applications.</p>
        <p className="mt-1">
          {job.expiredAt ? (
            <>
              Applications closed on{" "}
              <time dateTime={job.expiredAt}>{formatDate(job.expiredAt)}</time>.{" "}
            </>
          ) : (
            "It has been closed. "
          )}
          Have a look at the open jobs below.
        </p>
      </div>
      <ul className="mt-6 space-y-2">
        {company.openJobs > 0 ? (
          <li>
            <Link
              to={jobsHref({ company: company.slug })}
              className="font-semibold text-brand-700 underline"
            >
              {company.openJobs === 1
                ? `The open job at ${company.name}`
                : `All ${company.openJobs} open jobs at ${company.name}`}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={sameKind} className="font-semibold text-brand-700 underline">
            {category} jobs{job.location ? ` in ${job.location}` : ""}
          </Link>
        </li>
      </ul>
    </JobPageLayout>
  );
}
