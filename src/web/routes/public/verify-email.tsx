import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, useNavigation, useSearchParams } from "react-router";
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
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">
        <Trans>Confirm your e-mail address</Trans>
      </h1>
      <div role="status" aria-live="polite">
        {answer?.done ? (
          <p className="mt-6 rounded-md bg-green-50 px-4 py-3 text-green-900">
            <Trans>
              Your e-mail address is confirmed. Thank you!{" "}
              <Link to="/jobs" className={linkClass}>
                Find your next job
              </Link>
              .
            </Trans>
          </p>
        ) : null}
      </div>
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
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? <Trans>Please wait…</Trans> : <Trans>Confirm my e-mail address</Trans>}
          </button>
        </Form>
      )}
    </div>
  );
}
