import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { localePath } from "#shared/locales.ts";
import { FINAL_STATUSES } from "#shared/schemas/applications.ts";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { AccountShell } from "../../features/account/account-shell.tsx";
import {
  type AccountFormAnswer,
  accountForm,
  requireMember,
} from "../../features/account/member.server.ts";
import { Done } from "../../features/auth/account-form-parts.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { APPLICATION_STATUS_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-applications.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your applications`,
    description: t(i18n)`Where each of your applications stands.`,
    matches,
    path: "/account/applications",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  return { applications: await values.services.applications.mine(member) };
}

/** Withdrawing one of them. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const id = z.uuid().safeParse(field("application")).data;
  if (field("intent") !== "withdraw" || !id)
    throw redirect(localePath(locale, "/account/applications"));
  return accountForm(i18n, "withdraw", {}, () => values.services.applications.withdraw(member, id));
}

const linkButton = "font-semibold text-brand-700 underline";

/** /account/applications: each application's job, status and history; withdraw one. */
export default function AccountApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { applications } = loaderData;
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const sent = params.get("sent");
  const answer = actionData as AccountFormAnswer | undefined;
  const date = (at: string) =>
    new Date(at).toLocaleDateString(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  // Sent: the note she kept while applying is no longer needed.
  useEffect(() => {
    if (sent) sessionStorage.removeItem(`apply-note:${sent}`);
  }, [sent]);

  return (
    <AccountShell title={<Trans>Applications</Trans>}>
      <Done>{sent ? <Trans>Your application is sent.</Trans> : null}</Done>
      <Done>{answer?.done ? <Trans>Your application is withdrawn.</Trans> : null}</Done>
      <FormMessage answer={answer} />
      {applications.length === 0 ? (
        <p>
          <Trans>
            You have not applied for a job here yet.{" "}
            <Link to="/jobs" className={linkButton}>
              Find jobs
            </Link>
          </Trans>
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {applications.map((application) => {
            const title = application.job.title;
            const company = application.job.company.name;
            const status = i18n._(APPLICATION_STATUS_LABELS[application.status]);
            const busy =
              navigation.state === "submitting" &&
              navigation.formData?.get("application") === application.id;
            return (
              <li
                key={application.id}
                className="rounded-xl border border-gray-200 bg-white p-5"
                data-testid="application"
              >
                <h2 className="text-lg font-semibold">
                  <Link
                    to={`/jobs/${application.job.id}`}
                    className="text-brand-700 hover:underline"
                  >
                    {title}
                  </Link>
                </h2>
                <p className="text-muted">{company}</p>
                <p className="mt-2">
                  <Trans>Status:</Trans> <strong data-testid="application-status">{status}</strong>
                </p>
                <details className="mt-2">
                  <summary className={`cursor-pointer ${linkButton}`}>
                    <Trans>
                      History<span className="sr-only"> of {title}</span>
                    </Trans>
                  </summary>
                  <ol className="mt-2 space-y-1 text-sm">
                    {application.statusHistory.map((change) => (
                      <li key={`${change.status}-${change.at}`}>
                        {date(change.at)}: {i18n._(APPLICATION_STATUS_LABELS[change.status])}
                      </li>
                    ))}
                  </ol>
                  <p className="mt-2 text-sm text-muted">
                    <Trans>Sent with {application.cv.name}.</Trans> {application.consentText}
                  </p>
                </details>
                {FINAL_STATUSES.includes(application.status) ? null : (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="application" value={application.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="withdraw"
                      disabled={busy}
                      className={linkButton}
                    >
                      <Trans>
                        Withdraw<span className="sr-only"> the application for {title}</span>
                      </Trans>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AccountShell>
  );
}
