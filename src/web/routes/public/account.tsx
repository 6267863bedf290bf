import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { LOCALES } from "#shared/locales.ts";
import { controlClass, Field, FieldFrame } from "../../components/forms/field.tsx";
import { accountAction } from "../../features/account/account-actions.server.ts";
import { ConfirmPasswordField, FormMessage } from "../../features/account/account-form-fields.tsx";
import { AccountSection, AccountShell } from "../../features/account/account-shell.tsx";
import { type AccountFormAnswer, requireMember } from "../../features/account/member.server.ts";
import { Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your account`,
    description: t(i18n)`Your name, e-mail address and password.`,
    matches,
    path: "/account",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  // Read again: after the profile form, the session's copy from before the change is stale.
  const member = await values.services.auth.account(await requireMember(request, values));
  return { member };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(requestContext));
}

/** /account: her name and the language of her e-mails, her address, and her password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const { t } = useLingui();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answer = actionData as AccountFormAnswer | undefined;
  const answerTo = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const profile = answerTo("profile");
  const password = answerTo("password");
  const resent = answerTo("resend-verification");
  const change = answerTo("email");
  const { email } = member;

  return (
    <AccountShell title={<Trans>Profile and password</Trans>}>
      <div className="space-y-8">
        <AccountSection id="profile" title={<Trans>Profile</Trans>}>
          <Done>{profile?.done ? <Trans>Your profile is saved.</Trans> : null}</Done>
          <Form method="post" noValidate className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="profile" />
            <Field
              label={t`Name`}
              name="name"
              autoComplete="name"
              required
              defaultValue={member.displayName}
              error={profile?.errors.name}
            />
            <FieldFrame label={t`Language of your e-mails`} error={profile?.errors.locale}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  name="locale"
                  defaultValue={member.locale}
                  aria-describedby={describedBy}
                  className={controlClass(profile?.errors.locale)}
                >
                  {LOCALES.map((locale) => (
                    <option key={locale.code} value={locale.code} lang={locale.code}>
                      {locale.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FormMessage answer={profile} />
            <SubmitButton busy={sending === "profile"}>
              <Trans>Save profile</Trans>
            </SubmitButton>
          </Form>
        </AccountSection>

        <AccountSection id="email" title={<Trans>E-mail address</Trans>}>
          <p className="mt-4">
            <strong data-testid="account-email">{email}</strong>{" "}
            {member.emailVerified ? (
              <span className="text-green-800">
                <Trans>(confirmed)</Trans>
              </span>
            ) : (
              <span className="text-red-800">
                <Trans>(not confirmed yet)</Trans>
              </span>
            )}
          </p>
          {member.emailVerified ? null : (
            <>
              <p className="mt-2 text-muted">
                <Trans>
                  Open the link we sent to this address to confirm it. Until then you cannot create
                  job alerts.
                </Trans>
              </p>
              <Done>
                {resent?.done ? <Trans>We have sent a new link to {email}.</Trans> : null}
              </Done>
              <FormMessage answer={resent} />
              <Form method="post" className="mt-4">
                <button
                  type="submit"
                  name="intent"
                  value="resend-verification"
                  className="font-semibold text-brand-700 underline"
                >
                  <Trans>Send me a new link</Trans>
                </button>
              </Form>
            </>
          )}
          <h3 className="mt-6 font-semibold">
            <Trans>Use another address</Trans>
          </h3>
          <Done>
            {change?.done ? (
              <Trans>
                We have sent a link to your new address. Your account changes to it once you open
                the link.
              </Trans>
            ) : null}
          </Done>
          <Form method="post" noValidate className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="email" />
            <Field
              label={t`New e-mail address`}
              name="newEmail"
              type="email"
              autoComplete="email"
              required
              error={change?.errors.newEmail}
            />
            <ConfirmPasswordField error={change?.errors.password} />
            <FormMessage answer={change} />
            <SubmitButton busy={sending === "email"}>
              <Trans>Send a link to the new address</Trans>
            </SubmitButton>
          </Form>
        </AccountSection>

        <AccountSection id="password" title={<Trans>Password</Trans>}>
          <Done>
            {password?.done ? (
              <Trans>Your password is changed. You are signed out everywhere else.</Trans>
            ) : null}
          </Done>
          <Form method="post" noValidate className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="password" />
            <Field
              label={t`Current password`}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={password?.errors.currentPassword}
            />
            <Field
              label={t`New password`}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint={t`At least 8 characters.`}
              required
              error={password?.errors.newPassword}
            />
            <FormMessage answer={password} />
            <SubmitButton busy={sending === "password"}>
              <Trans>Change password</Trans>
            </SubmitButton>
          </Form>
        </AccountSection>
      </div>
    </AccountShell>
  );
}
