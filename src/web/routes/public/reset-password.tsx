import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Field } from "../../components/forms/field.tsx";
import { AccountPage, Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import {
  type AccountLinkActionData,
  resetPasswordAction,
} from "../../features/auth/account-link-actions.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reset-password.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Choose a new password`,
    description: t(i18n)`Choose a new password for your Career Platform account.`,
    matches,
    path: "/reset-password",
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context.get(requestContext));
}

const linkClass = "font-semibold text-brand-700 underline";

/**
 * The page an e-mailed reset link opens: the token stays in the form until the new password is
 * posted (a mail scanner that opens the link uses nothing up).
 */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountLinkActionData | undefined;
  const failed = answer && !answer.done ? answer : null;
  return (
    <AccountPage title={<Trans>Choose a new password</Trans>}>
      <Done>
        {answer?.done ? (
          <Trans>
            Your password is changed, and you are signed out everywhere.{" "}
            <Link to="/login" className={linkClass}>
              Sign in with it now
            </Link>
            .
          </Trans>
        ) : null}
      </Done>
      {answer?.done ? null : !token ? (
        <p className="mt-6" role="alert">
          <Trans>
            This link is incomplete. Open the whole link from the e-mail, or{" "}
            <Link to="/forgot-password" className={linkClass}>
              ask for a new one
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <Form method="post" noValidate className="mt-8 space-y-5">
          <input type="hidden" name="token" value={token} />
          <Field
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
            required
            error={failed?.errors.password}
          />
          {failed?.message && !failed.errors.password ? (
            <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              <p>{failed.message}</p>
              <p className="mt-1">
                <Link to="/forgot-password" className={linkClass}>
                  <Trans>Ask for a new link</Trans>
                </Link>
              </p>
            </div>
          ) : null}
          <SubmitButton busy={busy}>
            <Trans>Save the new password</Trans>
          </SubmitButton>
        </Form>
      )}
    </AccountPage>
  );
}
