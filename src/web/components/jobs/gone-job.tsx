import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { CATEGORY_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import type { JobCardData } from "./job-card.tsx";
import { formatDate, jobPlace } from "./job-format.ts";
import { JobPageLayout } from "./job-page-layout.tsx";
import { jobsHref } from "./job-search.ts";

export type GoneJobData = {
  job: Pick<
    Job,
    "id" | "title" | "location" | "country" | "workplace" | "category" | "language"
  > & {
    /** When an expired job stopped taking applications; null for one that was closed. */
    expiredAt: string | null;
  };
  company: Pick<
    Company,
    "slug" | "name" | "logoUrl" | "tagline" | "initiatives" | "verifiedInitiatives" | "openJobs"
  >;
  similar: JobCardData[];
  now: number;
};

/**
 * A job that was public and has closed or expired (answered with 410 Gone and kept out of search
 * engines): what it was and where, so the visitor knows they found the right one, and open jobs
 * to go on to instead of a dead end.
 */
export function GoneJob({ job, company, similar, now }: GoneJobData) {
  const { t, i18n } = useLingui();
  const category = i18n._(CATEGORY_LABELS[job.category]);
  const { name: companyName, openJobs } = company;
  const location = job.location;
  const closedOn = job.expiredAt ? formatDate(i18n, job.expiredAt) : "";
  // The search's place filter matches the location text, so the link names that, if any.
  const sameKind = jobsHref({ category: [job.category], location: job.location ?? "" });
  return (
    <JobPageLayout
      title={job.title}
      lang={job.language}
      company={company}
      similar={similar}
      similarHeading={t`Open jobs like this one`}
      now={now}
    >
      <p className="mt-2 text-muted">
        {jobPlace(i18n, job)} · {category}
      </p>
      <div
        className="mt-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4"
        data-testid="job-gone"
      >
        <p className="font-semibold">
          <Trans>This job is no longer taking applications.</Trans>
        </p>
        <p className="mt-1">
          {job.expiredAt ? (
            <Trans>
              Applications closed on <time dateTime={job.expiredAt}>{closedOn}</time>. Have a look
              at the open jobs below.
            </Trans>
          ) : (
            <Trans>It has been closed. Have a look at the open jobs below.</Trans>
          )}
        </p>
      </div>
      <ul className="mt-6 space-y-2">
        {company.openJobs > 0 ? (
          <li>
            <Link
              to={jobsHref({ company: company.slug })}
              className="font-semibold text-brand-700 underline"
            >
              <Plural
                value={openJobs}
                one={`The open job at ${companyName}`}
                other={`All # open jobs at ${companyName}`}
              />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={sameKind} className="font-semibold text-brand-700 underline">
            {location ? (
              <Trans>
                {category} jobs in {location}
              </Trans>
            ) : (
              <Trans>{category} jobs</Trans>
            )}
          </Link>
        </li>
      </ul>
    </JobPageLayout>
  );
}
