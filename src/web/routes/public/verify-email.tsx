import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, useNavigation, useSearchParams } from "react-router";
import { AccountPage, Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import {
  type AccountLinkActionData,
  verifyEmailAction,
} from "../../features/auth/account-link-actions.server.ts";
import { ResendVerification } from "../../features/auth/resend-verification.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/verify-email.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Confirm your e-mail address`,
    description: t(i18n)`Confirm the e-mail address of your Career Platform account.`,
    matches,
    path: "/verify-email",
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return verifyEmailAction(request, context.get(requestContext));
}

const linkClass = "font-semibold text-brand-700 underline";

/**
 * The page the link mailed at sign-up opens. Opening it confirms nothing: the button does, so a
 * mail scanner that follows links cannot confirm an address for someone else.
 */
export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountLinkActionData | undefined;
  return (
    <AccountPage title={<Trans>Confirm your e-mail address</Trans>}>
      <Done>
        {answer?.done ? (
          <Trans>
            Your e-mail address is confirmed. Thank you!{" "}
            <Link to="/jobs" className={linkClass}>
              Find your next job
            </Link>
            .
          </Trans>
        ) : null}
      </Done>
      {answer && !answer.done ? (
        <>
          <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-red-800">
            {answer.message}
          </p>
          <ResendVerification />
        </>
      ) : null}
      {answer?.done ? null : (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={busy}>
            <Trans>Confirm my e-mail address</Trans>
          </SubmitButton>
        </Form>
      )}
    </AccountPage>
  );
}
