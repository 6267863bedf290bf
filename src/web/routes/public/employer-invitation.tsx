import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { invitationToken } from "#shared/schemas/employers.ts";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import type { AccountFormAnswer } from "../../features/account/member.server.ts";
import { AccountPage, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { acceptInvitationAction } from "../../features/employers/people-actions.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { MEMBER_ROLE_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/employer-invitation.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`An invitation to join a company`,
    description: t(i18n)`Join your colleagues in the employer workspace.`,
    matches,
    path: "/employer/invitations",
    noindex: true,
  });
}

/** What the link offers, and who is signed in; a dead link says so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const url = new URL(request.url);
  const asked = invitationToken.safeParse({ token: url.searchParams.get("token") });
  const viewer = await values.session.viewer();
  const invitation = asked.success
    ? await values.services.invitations.preview(asked.data.token).catch(() => null)
    : null;
  return {
    token: asked.data?.token ?? "",
    invitation,
    signedInAs: viewer?.email ?? null,
    back: `${url.pathname}${url.search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return acceptInvitationAction(request, context.get(requestContext));
}

const linkClass = "font-semibold text-brand-700 underline";

/** /employer/invitations?token=…: she joins the company, signed in with the invited address. */
export default function EmployerInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invitation, signedInAs, back } = loaderData;
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountFormAnswer | undefined;
  if (!invitation) {
    return (
      <AccountPage title={<Trans>This invitation no longer works</Trans>}>
        <p className="mt-4">
          <Trans>
            It has expired, was withdrawn or was already used. Ask the colleague who invited you to
            send a new one.
          </Trans>
        </p>
      </AccountPage>
    );
  }
  const { companyName: company, email } = invitation;
  const role = i18n._(MEMBER_ROLE_LABELS[invitation.role]);
  const redirectTo = encodeURIComponent(back);
  return (
    <AccountPage title={<Trans>Join {company}</Trans>}>
      <p className="mt-4">
        <Trans>
          You are invited to join {company} on the site as {role}, with the address {email}.
        </Trans>
      </p>
      {signedInAs?.toLowerCase() === email.toLowerCase() ? (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={token} />
          <FormMessage answer={answer} />
          <SubmitButton busy={busy}>
            <Trans>Join {company}</Trans>
          </SubmitButton>
        </Form>
      ) : signedInAs ? (
        <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">
          <Trans>
            You are signed in as {signedInAs}. Sign out, then sign in with {email} to accept.
          </Trans>
        </p>
      ) : (
        <p className="mt-6">
          <Link to={`/login?redirectTo=${redirectTo}`} className={linkClass}>
            <Trans>Sign in with {email}</Trans>
          </Link>{" "}
          <Trans>or</Trans>{" "}
          <Link to={`/register?redirectTo=${redirectTo}`} className={linkClass}>
            <Trans>create an account with it</Trans>
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
