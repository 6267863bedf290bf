import { Trans } from "@lingui/react/macro";
import type { Job } from "#shared/schemas/jobs.ts";
import { Link } from "../../i18n/link.tsx";

type ApplyLinkProps = {
  job: Pick<Job, "id" | "title" | "applyMethod" | "applyUrl" | "applyEmail">;
  companyName: string;
};

/** A click on a link that leaves the site, counted for the employer's statistics. */
const countClick = (jobId: string) => () => {
  navigator.sendBeacon?.(`/api/jobs/${jobId}/apply-clicks`);
};

// rounded-3xl is a pill at one line's height; rounded-full would turn a long company name that
// wraps into a circle, with its white words outside the coloured shape.
const buttonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-3xl bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800";

/**
 * Apply on this site (CV, note and consent), on the employer's site (a new tab) or by e-mail
 * with the job title as the subject, as the job says.
 */
export function ApplyLink({ job, companyName }: ApplyLinkProps) {
  if (job.applyMethod === "onsite") {
    return (
      <Link to={`/jobs/${job.id}/apply`} className={buttonClass} data-testid="apply-link">
        <Trans>Apply now</Trans>
      </Link>
    );
  }
  if (job.applyMethod === "url" && job.applyUrl) {
    return (
      <a
        href={job.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={countClick(job.id)}
        className={buttonClass}
        data-testid="apply-link"
      >
        <Trans>Apply on {companyName}’s site</Trans>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM4 5h5v2H5v8h8v-4h2v6H3V5h1z" />
        </svg>
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  if (job.applyEmail) {
    const email = job.applyEmail;
    const href = `mailto:${email}?subject=${encodeURIComponent(job.title)}`;
    return (
      <a href={href} onClick={countClick(job.id)} className={buttonClass} data-testid="apply-link">
        <Trans>
          Apply by e-mail<span className="sr-only"> to {email}</span>
        </Trans>
      </a>
    );
  }
  return null;
}
