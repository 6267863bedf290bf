import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { requireMember } from "../../features/account/member.server.ts";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { type JobFormAnswer, saveJobAction } from "../../features/employers/job-actions.server.ts";
import { EmployerJobForm } from "../../features/employers/job-form.tsx";
import { jobFormValues, newJobValues } from "../../features/employers/job-form-values.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/employer-job.ts";

/**
 * Both addresses of this page: a new job (`/employer/companies/:id/jobs/new`), or one to edit.
 * A client-side navigation asks for the same path with `.data` after it.
 */
const isNew = (request: Request) => /\/jobs\/new(?:\.data)?$/.test(new URL(request.url).pathname);

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: location.pathname.endsWith("/new") ? t(i18n)`Post a job` : t(i18n)`Edit a job`,
    description: t(i18n)`A job of your company, as candidates will read it.`,
    matches,
    path: "/employer",
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  if (isNew(request)) {
    const company = await workspaceCompany(values, member, params.id);
    const { locale } = await requestI18n(request);
    return { company, job: null, values: newJobValues(locale.code) };
  }
  const job = await values.services.employerJobs.get(member, params.id).catch(rethrowNotFound);
  const company = await workspaceCompany(values, member, job.companyId);
  return { company, job, values: jobFormValues(job) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const target = isNew(request) ? { companyId: params.id } : { jobId: params.id };
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
