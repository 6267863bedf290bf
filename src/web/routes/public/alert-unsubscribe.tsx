import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, useNavigation, useSearchParams } from "react-router";
import { AccountPage, Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/alert-unsubscribe.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Stop a job alert`,
    description: t(i18n)`Stop the e-mails of a job alert.`,
    matches,
    path: "/alerts/unsubscribe",
    noindex: true,
  });
}

type Answer = { done: true; label: string } | { done: false; message: string };

/**
 * Stops the alert the link names: the page's button, or a mail program's one-click post
 * (RFC 8058: `List-Unsubscribe=One-Click` to the same address), signed out either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const { i18n } = await requestI18n(request);
  const params = new URL(request.url).searchParams;
  try {
    const { label } = await services.jobAlerts.unsubscribe(
      params.get("alert") ?? "",
      params.get("token") ?? "",
    );
    return { done: true, label } satisfies Answer;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status >= 500) throw error;
    return { done: false, message: refusalMessage(i18n, refusal) } satisfies Answer;
  }
}

const linkClass = "font-semibold text-brand-700 underline";

/** The page an alert digest's "Stop this alert" opens: opening it stops nothing, the button does. */
export default function AlertUnsubscribe({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as Answer | undefined;
  const label = answer?.done ? answer.label : "";
  return (
    <AccountPage title={<Trans>Stop a job alert</Trans>}>
      <Done>
        {answer?.done ? (
          <Trans>
            You will get no more e-mails for “{label}”. You can resume it from{" "}
            <Link to="/account/alerts" className={linkClass}>
              your job alerts
            </Link>
            .
          </Trans>
        ) : null}
      </Done>
      {answer && !answer.done ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {answer.message}
        </p>
      ) : null}
      {answer?.done ? null : (
        // The link's own address, its alert and token with it, is where the button posts.
        <Form method="post" action={`?${params}`} className="mt-8">
          <p className="mb-4 text-muted">
            <Trans>Stop the e-mails of this job alert?</Trans>
          </p>
          <SubmitButton busy={busy}>
            <Trans>Stop this alert</Trans>
          </SubmitButton>
        </Form>
      )}
    </AccountPage>
  );
}
