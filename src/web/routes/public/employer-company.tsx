import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSearchParams } from "react-router";
import { type EmployerJob, RENEWAL_DAYS } from "#shared/schemas/employers.ts";
import { requireMember } from "../../features/account/member.server.ts";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { jobListAction } from "../../features/employers/job-actions.server.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/employer-company.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`Your company's jobs`,
    msg`The jobs of your company, and how each is doing.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const company = await workspaceCompany(values, member, params.id);
  return { company, jobs: await values.services.employerJobs.list(member, company.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jobListAction(request, context.get(requestContext), params.id);
}

const DONE = {
  published: msg`The job is on the site.`,
  review: msg`Thank you: we will review the job before it goes on the site, usually within a working day.`,
  draft: msg`The job is saved as a draft.`,
  closed: msg`The job is closed: its page says so.`,
} as const;

const linkClass = "font-semibold text-brand-700 underline";
const smallButton = "rounded-full border border-gray-400 px-3 py-1 text-sm font-semibold";

/** Where a job stands, in words: on the site, waiting for review, a draft, closed, taken down. */
function JobStanding({ job }: { job: EmployerJob }) {
  if (job.takedownReason) {
    const reason = job.takedownReason;
    return (
      <span className="text-red-800">
        <Trans>Taken down by us: {reason}</Trans>
      </span>
    );
  }
  if (job.reviewRequestedAt) return <Trans>Waiting for our review</Trans>;
  if (job.status === "published") return <Trans>On the site</Trans>;
  if (job.status === "closed") return <Trans>Closed</Trans>;
  return <Trans>Draft</Trans>;
}

/** /employer/companies/:id: the company's jobs with their figures, and what to do with each. */
export default function EmployerCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { company, jobs } = loaderData;
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const done = DONE[params.get("done") as keyof typeof DONE];
  const refusal = (actionData as { message?: string } | undefined)?.message;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });

  return (
    <EmployerShell company={company} title={<Trans>Jobs</Trans>}>
      <div role="status" aria-live="polite">
        {done ? (
          <p className="rounded-md bg-green-50 px-4 py-3 text-green-900">{i18n._(done)}</p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {refusal}
        </p>
      ) : null}
      <p className="mt-4">
        <Link
          to={`/employer/companies/${company.id}/jobs/new`}
          className="inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Post a job</Trans>
        </Link>
      </p>
      {jobs.length === 0 ? (
        <p className="mt-6 text-muted">
          <Trans>No jobs yet.</Trans>
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {jobs.map((job) => {
            const { views, applyClicks, applications } = job;
            return (
              <li
                key={job.id}
                className="rounded-lg border border-gray-200 p-4"
                data-testid="employer-job"
              >
                <h2 className="text-lg font-bold">{job.title}</h2>
                <p className="text-sm">
                  <JobStanding job={job} />
                  {job.expiresAt && job.status === "published" ? (
                    <span className="text-muted">
                      {" · "}
                      <Trans>until {date.format(new Date(job.expiresAt))}</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-muted">
                  <Trans>
                    {views} views · {applyClicks} apply clicks · {applications} applications
                  </Trans>
                </p>
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="job" value={job.id} />
                  <Link to={`/employer/jobs/${job.id}/edit`} className={linkClass}>
                    <Trans>Edit</Trans>
                  </Link>
                  {job.applyMethod === "onsite" ? (
                    <Link to={`/employer/jobs/${job.id}/applications`} className={linkClass}>
                      <Trans>Applicants ({applications})</Trans>
                    </Link>
                  ) : null}
                  {job.status === "published" ? (
                    <button type="submit" name="intent" value="close" className={smallButton}>
                      <Trans>Close</Trans>
                    </button>
                  ) : null}
                  {job.status !== "draft" ? (
                    <button type="submit" name="intent" value="renew" className={smallButton}>
                      <Trans>Renew for {RENEWAL_DAYS} days</Trans>
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="duplicate" className={smallButton}>
                    <Trans>Duplicate</Trans>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </EmployerShell>
  );
}
