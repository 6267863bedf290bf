import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { JOB_ALERTS_MAX } from "#shared/schemas/job-alerts.ts";
import { AccountShell } from "../../features/account/account-shell.tsx";
import { requireMember } from "../../features/account/member.server.ts";
import { type AlertAnswer, alertAction } from "../../features/job-alerts/alert-actions.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-alerts.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Job alerts`,
    description: t(i18n)`The searches we e-mail you new jobs for.`,
    matches,
    path: "/account/alerts",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await values.services.auth.account(await requireMember(request, values));
  return {
    alerts: await values.services.jobAlerts.list(member),
    verified: member.emailVerified,
  };
}

/** "Alert me about jobs like these" on /jobs posts here too (see alert-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return alertAction(request, context.get(requestContext));
}

const linkButton = "font-semibold text-brand-700 underline";

/** /account/alerts: each alert's search, how often it comes, pause or resume, delete. */
export default function AccountAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, verified } = loaderData;
  const { t } = useLingui();
  const answer = actionData as AlertAnswer | undefined;
  const kept = alerts.length;
  return (
    <AccountShell title={<Trans>Job alerts</Trans>}>
      {answer?.message ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {answer.message}
        </p>
      ) : null}
      {verified ? null : (
        <p className="mb-6 rounded-md bg-yellow-50 px-3 py-2 text-ink">
          <Trans>
            Confirm your e-mail address to create job alerts: open the link we sent you, or{" "}
            <Link to="/account" className={linkButton}>
              ask for a new one
            </Link>
            .
          </Trans>
        </p>
      )}
      <p className="text-muted">
        <Trans>
          Search on the{" "}
          <Link to="/jobs" className={linkButton}>
            jobs page
          </Link>{" "}
          and choose “Alert me about jobs like these” to have new jobs e-mailed to you. You have{" "}
          {kept} of {JOB_ALERTS_MAX} alerts.
        </Trans>
      </p>
      {alerts.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {alerts.map((alert) => {
            const label = alert.label;
            return (
              <li
                key={alert.id}
                className="rounded-xl border border-gray-200 bg-white p-5"
                data-testid="job-alert"
              >
                <h2 className="text-lg font-semibold">
                  <Link to={`/jobs?${alert.search}`} className="text-brand-700 hover:underline">
                    {label}
                  </Link>
                  {alert.paused ? (
                    <span className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-ink">
                      <Trans>Paused</Trans>
                    </span>
                  ) : null}
                </h2>
                <div className="mt-3 flex flex-wrap items-center gap-4">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="alert" value={alert.id} />
                    <label htmlFor={`frequency-${alert.id}`} className="text-sm">
                      <Trans>How often</Trans>
                    </label>
                    <select
                      id={`frequency-${alert.id}`}
                      name="frequency"
                      defaultValue={alert.frequency}
                      className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm"
                    >
                      <option value="daily">{t`Daily`}</option>
                      <option value="weekly">{t`Weekly`}</option>
                    </select>
                    <button type="submit" name="intent" value="frequency" className={linkButton}>
                      <Trans>
                        Save<span className="sr-only"> how often {label} comes</span>
                      </Trans>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="alert" value={alert.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={alert.paused ? "resume" : "pause"}
                      className={linkButton}
                    >
                      {alert.paused ? (
                        <Trans>
                          Resume<span className="sr-only"> {label}</span>
                        </Trans>
                      ) : (
                        <Trans>
                          Pause<span className="sr-only"> {label}</span>
                        </Trans>
                      )}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="alert" value={alert.id} />
                    <button type="submit" name="intent" value="delete" className={linkButton}>
                      <Trans>
                        Delete<span className="sr-only"> {label}</span>
                      </Trans>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </AccountShell>
  );
}
