import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { requireMember } from "../../features/account/member.server.ts";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { type JobFormAnswer, saveJobAction } from "../../features/employers/job-actions.server.ts";
import { EmployerJobForm } from "../../features/employers/job-form.tsx";
import { jobFormValues, newJobValues } from "../../features/employers/job-form-values.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { notFoundPage, rethrowNotFound } from "../../lib/not-found.ts";
import type { Route } from "./+types/employer-job.ts";

export function meta({ matches, params }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    params.companyId ? msg`Post a job` : msg`Edit a job`,
    msg`A job of your company, as candidates will read it.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  // Both addresses of this page: a new job (`/employer/companies/:companyId/jobs/new`), or one
  // to edit (`/employer/jobs/:id/edit`).
  if (params.companyId) {
    const company = await workspaceCompany(values, member, params.companyId);
    const { locale } = await requestI18n(request);
    return { company, job: null, values: newJobValues(locale.code) };
  }
  const jobId = params.id ?? notFoundPage();
  const job = await values.services.employerJobs.get(member, jobId).catch(rethrowNotFound);
  const company = await workspaceCompany(values, member, job.companyId);
  return { company, job, values: jobFormValues(job) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const target = params.companyId
    ? { companyId: params.companyId }
    : { jobId: params.id ?? notFoundPage() };
  return saveJobAction(request, context.get(requestContext), target);
}

/** The job form: what candidates read, how they apply, and until when it is on the site. */
export default function EmployerJob({ loaderData, actionData }: Route.ComponentProps) {
  const { company, job } = loaderData;
  const answer = actionData as JobFormAnswer | undefined;
  // Keyed by what was sent, so a refused form shows what was typed, not what was loaded.
  const values = answer?.values ?? loaderData.values;
  return (
    <EmployerShell
      company={company}
      title={job ? <Trans>Edit “{job.title}”</Trans> : <Trans>Post a job</Trans>}
    >
      {job?.takedownReason ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-red-900">
          <Trans>We took this job down: {job.takedownReason}</Trans>{" "}
          <Trans>Change what is needed and send it for review again.</Trans>
        </p>
      ) : null}
      <EmployerJobForm
        key={JSON.stringify(values)}
        values={values}
        errors={answer?.errors ?? {}}
        message={answer?.message ?? null}
        trusted={company.trusted && !job?.takedownReason}
      />
    </EmployerShell>
  );
}
