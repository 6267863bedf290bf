import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { APPLICATION_NOTE_MAX, REVIEWER_STATUSES } from "#shared/schemas/applications.ts";
import { ApplicantProfile } from "../../components/applications/applicant-profile.tsx";
import { SelectField } from "../../components/forms/choice-fields.tsx";
import { TextAreaField } from "../../components/forms/field.tsx";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { type AccountFormAnswer, requireMember } from "../../features/account/member.server.ts";
import { Done } from "../../features/auth/account-form-parts.tsx";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { reviewAction } from "../../features/employers/review-actions.server.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { APPLICATION_STATUS_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import type { Route } from "./+types/employer-application.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`An application`,
    msg`An application to one of your company's jobs.`,
  );
}

/** Opening it marks it viewed, as any reviewer's first look does. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const application = await values.services.review.open(member, params.id).catch(rethrowNotFound);
  const company = await workspaceCompany(values, member, application.job.company.id);
  return { company, application };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return reviewAction(request, context.get(requestContext), params.id);
}

const section = "rounded-xl border border-gray-200 p-5";
const button =
  "rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** /employer/applications/:id: her CV, note and profile; move it on; notes for the company. */
export default function EmployerApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { company, application } = loaderData;
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountFormAnswer | undefined;
  const moved = answer?.intent === "status" ? answer : undefined;
  const noted = answer?.intent === "note" ? answer : undefined;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  const { name, email } = application.applicant;
  const job = application.job.title;
  const cv = application.cv.name;

  return (
    <EmployerShell company={company} title={name}>
      <p>
        <Link
          to={`/employer/jobs/${application.job.id}/applications`}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>Applicants for {job}</Trans>
        </Link>
      </p>
      <p className="mt-2">
        <a href={`mailto:${email}`} className="text-brand-700 underline">
          {email}
        </a>
        {" · "}
        <Trans>applied {when.format(new Date(application.createdAt))}</Trans>
        {" · "}
        <strong data-testid="application-status">
          {i18n._(APPLICATION_STATUS_LABELS[application.status])}
        </strong>
      </p>

      <div className="mt-6 space-y-6">
        <section aria-labelledby="application" className={section}>
          <h2 id="application" className="text-lg font-semibold">
            <Trans>Application</Trans>
          </h2>
          {application.status === "withdrawn" ? (
            <p className="mt-2">
              <Trans>She withdrew this application: her CV is no longer shared with you.</Trans>
            </p>
          ) : (
            <a
              href={`/api/files/${application.cv.id}`}
              download
              className={`mt-3 inline-block ${button}`}
            >
              <Trans>Download CV ({cv})</Trans>
            </a>
          )}
          <h3 className="mt-4 font-semibold">
            <Trans>Her note</Trans>
          </h3>
          <p className="whitespace-pre-line">{application.note ?? <Trans>No note.</Trans>}</p>
          <h3 className="mt-4 font-semibold">
            <Trans>What she agreed to</Trans>
          </h3>
          <p className="text-sm text-muted">{application.consentText}</p>
        </section>

        <section aria-labelledby="status" className={section}>
          <h2 id="status" className="text-lg font-semibold">
            <Trans>Status</Trans>
          </h2>
          <Done>{moved?.done ? <Trans>Status changed: she is told by e-mail.</Trans> : null}</Done>
          {application.status === "withdrawn" ? null : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label={t(i18n)`Move to`}
                name="status"
                defaultValue=""
                empty={t(i18n)`Choose a status`}
                options={REVIEWER_STATUSES.map((key) => ({
                  value: key,
                  label: i18n._(APPLICATION_STATUS_LABELS[key]),
                }))}
                error={moved?.errors.status}
              />
              <button type="submit" disabled={busy} className={button}>
                <Trans>Move</Trans>
              </button>
            </Form>
          )}
          <FormMessage answer={moved} />
          <ol className="mt-4 space-y-1 text-sm">
            {application.statusHistory.map((change) => (
              <li key={`${change.status}-${change.at}`}>
                {when.format(new Date(change.at))}:{" "}
                {i18n._(APPLICATION_STATUS_LABELS[change.status])}
              </li>
            ))}
          </ol>
        </section>

        <ApplicantProfile profile={application.profile} />

        <section aria-labelledby="notes" className={section}>
          <h2 id="notes" className="text-lg font-semibold">
            <Trans>Notes for your company</Trans>
          </h2>
          <p className="text-sm text-muted">
            <Trans>Only your company's people see these; never the applicant.</Trans>
          </p>
          <ul className="mt-3 space-y-3">
            {application.notes.map((note) => (
              <li key={note.id} className="rounded-md bg-gray-50 p-3">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="text-sm text-muted">
                  {note.authorName}, {when.format(new Date(note.createdAt))}
                </p>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-3 space-y-3" key={application.notes.length}>
            <input type="hidden" name="intent" value="note" />
            <TextAreaField
              label={t(i18n)`Add a note`}
              name="body"
              rows={3}
              maxLength={APPLICATION_NOTE_MAX}
              error={noted?.errors.body}
            />
            <button type="submit" disabled={busy} className={button}>
              <Trans>Add note</Trans>
            </button>
          </Form>
        </section>
      </div>
    </EmployerShell>
  );
}
