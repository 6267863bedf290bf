import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { Field } from "../../components/forms/field.tsx";
import { AccountPage, Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import {
  type AccountLinkActionData,
  forgotPasswordAction,
} from "../../features/auth/account-link-actions.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/forgot-password.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Forgot your password?`,
    description: t(i18n)`Get a link to choose a new password for your Career Platform account.`,
    matches,
    path: "/forgot-password",
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context.get(requestContext));
}

/** Asks for a link to choose a new password; works the same with or without JavaScript. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountLinkActionData | undefined;
  const email = answer?.email ?? "";
  return (
    <AccountPage title={<Trans>Forgot your password?</Trans>}>
      <Done>
        {answer?.done ? (
          <Trans>
            If an account uses {email}, we have sent it a link to choose a new password. The link
            works for an hour.
          </Trans>
        ) : null}
      </Done>
      {answer?.done ? null : (
        <>
          <p className="mt-2 text-muted">
            <Trans>Give the e-mail address of your account, and we will send you a link.</Trans>
          </p>
          <Form method="post" noValidate className="mt-8 space-y-5">
            <Field
              label={t`E-mail`}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={email}
              error={answer?.errors.email}
            />
            {answer?.message && !answer.errors.email ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {answer.message}
              </p>
            ) : null}
            <SubmitButton busy={busy}>
              <Trans>Send me a link</Trans>
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-8">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
