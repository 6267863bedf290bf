import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { APPLICATION_STATUSES, reviewerQuery } from "#shared/schemas/applications.ts";
import { requireMember } from "../../features/account/member.server.ts";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { APPLICATION_STATUS_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import type { Route } from "./+types/employer-applications.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`Applicants`,
    msg`The applications to one of your company's jobs.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const job = await values.services.employerJobs.get(member, params.id).catch(rethrowNotFound);
  const company = await workspaceCompany(values, member, job.companyId);
  const status = reviewerQuery.safeParse({
    status: new URL(request.url).searchParams.get("status") ?? undefined,
  }).data?.status;
  const list = await values.services.review.list(member, { jobId: job.id, status });
  return { company, job: { id: job.id, title: job.title }, status: status ?? null, ...list };
}

const chip = (current: boolean) =>
  `inline-block rounded-full px-3 py-1 text-sm font-semibold ${
    current ? "bg-brand-700 text-white" : "border border-gray-400"
  }`;

/** /employer/jobs/:id/applications: who applied to one job, by status, the latest first. */
export default function EmployerApplications({ loaderData }: Route.ComponentProps) {
  const { company, job, status, items, counts } = loaderData;
  const { i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const title = job.title;
  return (
    <EmployerShell company={company} title={<Trans>Applicants for {title}</Trans>}>
      <p>
        <Link
          to={`/employer/companies/${company.id}`}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>All jobs</Trans>
        </Link>
      </p>
      <nav aria-label={t(i18n)`Filter by status`} className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/employer/jobs/${job.id}/applications`}
          aria-current={status === null ? "page" : undefined}
          className={chip(status === null)}
        >
          <Trans>All ({all})</Trans>
        </Link>
        {APPLICATION_STATUSES.filter((key) => counts[key]).map((key) => {
          const count = counts[key];
          const label = i18n._(APPLICATION_STATUS_LABELS[key]);
          return (
            <Link
              key={key}
              to={`/employer/jobs/${job.id}/applications?status=${key}`}
              aria-current={status === key ? "page" : undefined}
              className={chip(status === key)}
            >
              {label} ({count})
            </Link>
          );
        })}
      </nav>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">
          <Trans>No applications here yet.</Trans>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {items.map((application) => (
            <li
              key={application.id}
              className="flex flex-wrap items-center justify-between gap-2 p-4"
              data-testid="applicant"
            >
              <Link
                to={`/employer/applications/${application.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {application.applicant.name}
              </Link>
              <span className="text-sm">
                {i18n._(APPLICATION_STATUS_LABELS[application.status])}
                {" · "}
                <time dateTime={application.createdAt}>
                  {date.format(new Date(application.createdAt))}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </EmployerShell>
  );
}
