import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { redirect } from "react-router";
import { localePath, splitLocalePath } from "#shared/locales.ts";
import { idParams } from "#shared/schemas/common.ts";
import type { AccountFormAnswer } from "../../features/account/member.server.ts";
import { applyAction } from "../../features/applications/apply-actions.server.ts";
import { ApplyForm, VisitorApply } from "../../features/applications/apply-form.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { notFoundPage, rethrowNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/apply.ts";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  const title = loaderData?.job.title ?? "";
  return pageMeta({
    title: t(i18n)`Apply: ${title}`,
    description: t(i18n)`Send your CV and a note to the employer.`,
    matches,
    path: `/jobs/${loaderData?.job.id ?? ""}/apply`,
    noindex: true,
  });
}

const jobIdOf = (params: { id?: string }) =>
  idParams.safeParse({ id: params.id }).data?.id ?? notFoundPage();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const id = jobIdOf(params);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const job = await values.services.jobs.getPublic(id).catch(rethrowNotFound);
  // Applied for elsewhere: the job's page has its link.
  if (job.applyMethod !== "onsite") throw redirect(localePath(locale, `/jobs/${id}`));
  const viewer = await values.session.viewer();
  const summary = { id: job.id, title: job.title, company: job.company.name };
  if (!viewer) return { job: summary, preview: null };
  const preview = await values.services.applications.preview(viewer, id, locale.code);
  return { job: summary, preview };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return applyAction(request, context.get(requestContext), jobIdOf(params));
}

/** /jobs/:id/apply: her CV, a note and her consent, in one step; a visitor signs in first. */
export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const { job, preview } = loaderData;
  const company = job.company;
  const title = job.title;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        <Link to={`/jobs/${job.id}`} className="hover:underline">
          <Trans>
            {title} at {company}
          </Trans>
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">
        <Trans>Apply for {title}</Trans>
      </h1>
      {preview ? (
        <ApplyForm
          jobId={job.id}
          preview={preview}
          answer={actionData as AccountFormAnswer | undefined}
        />
      ) : (
        <VisitorApply jobId={job.id} />
      )}
    </div>
  );
}
