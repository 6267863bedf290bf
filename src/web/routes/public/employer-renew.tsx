import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect, useNavigation } from "react-router";
import { localePath } from "#shared/locales.ts";
import { RENEWAL_DAYS } from "#shared/schemas/employers.ts";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import {
  type AccountFormAnswer,
  accountForm,
  requireMember,
} from "../../features/account/member.server.ts";
import { SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { outcomeOf } from "../../features/employers/job-actions.server.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import type { Route } from "./+types/employer-renew.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`Renew a job`,
    msg`Keep one of your company's jobs on the site 30 more days.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const job = await values.services.employerJobs.get(member, params.id).catch(rethrowNotFound);
  const company = await workspaceCompany(values, member, job.companyId);
  return { company, job: { id: job.id, title: job.title, expiresAt: job.expiresAt } };
}

/** Renewed, back to the company's jobs saying what became of it (live, or waiting for review). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  let done = "";
  let companyId = "";
  const answer = await accountForm(i18n, "renew", {}, async () => {
    const job = await values.services.employerJobs.renew(member, params.id);
    done = outcomeOf(job);
    companyId = job.companyId;
  });
  if (done)
    throw redirect(`${localePath(locale, `/employer/companies/${companyId}`)}?done=${done}`);
  return answer;
}

/** /employer/jobs/:id/renew: where the e-mail a week before a job expires leads: one button. */
export default function EmployerRenew({ loaderData, actionData }: Route.ComponentProps) {
  const { company, job } = loaderData;
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const title = job.title;
  const until = job.expiresAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long" }).format(new Date(job.expiresAt))
    : null;
  return (
    <EmployerShell company={company} title={<Trans>Renew “{title}”</Trans>}>
      <p>
        {until ? <Trans>It is on the site until {until}.</Trans> : null}{" "}
        <Trans>Renewing keeps it there {RENEWAL_DAYS} more days.</Trans>
      </p>
      <Form method="post" className="mt-6 max-w-xs space-y-4">
        <FormMessage answer={actionData as AccountFormAnswer | undefined} />
        <SubmitButton busy={busy}>
          <Trans>Renew for {RENEWAL_DAYS} days</Trans>
        </SubmitButton>
      </Form>
    </EmployerShell>
  );
}
