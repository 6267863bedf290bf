import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, redirect, useNavigation } from "react-router";
import { localePath } from "#shared/locales.ts";
import { accountDeletionInput } from "#shared/schemas/privacy.ts";
import { ConfirmPasswordField, FormMessage } from "../../features/account/account-form-fields.tsx";
import { AccountSection, AccountShell } from "../../features/account/account-shell.tsx";
import {
  type AccountFormAnswer,
  checkedForm,
  requireMember,
} from "../../features/account/member.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-data.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your data`,
    description: t(i18n)`Download everything we hold about you, or delete your account.`,
    matches,
    path: "/account/data",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context.get(requestContext));
  return { admin: member.role === "admin" };
}

/** Deletes the account, and says goodbye on a page that needs no account. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const client = { address: values.clientAddress };
  const answer = await checkedForm(
    i18n,
    "delete",
    accountDeletionInput,
    { password: field("password") },
    { password: msg`Password` },
    (input) => values.services.privacy.deleteAccount(member, input, client, values.origin),
  );
  if (!("done" in answer && answer.done)) return answer;
  values.session.end();
  throw redirect(localePath(locale, "/account/deleted"));
}

/** /account/data: her data to download, and her account to delete. */
export default function AccountData({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountFormAnswer | undefined;
  return (
    <AccountShell title={<Trans>Your data</Trans>}>
      <div className="space-y-8">
        <AccountSection id="download" title={<Trans>Download your data</Trans>}>
          <p className="mt-2 text-muted">
            <Trans>
              A file with everything we hold about you: your account, sessions, saved jobs, the
              messages you sent us and the e-mails we sent you.
            </Trans>
          </p>
          <a
            href="/api/account/data"
            download
            className="mt-4 inline-block rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Trans>Download my data (JSON)</Trans>
          </a>
        </AccountSection>

        <AccountSection id="delete" title={<Trans>Delete your account</Trans>}>
          {loaderData.admin ? (
            <p className="mt-2">
              <Trans>An administrator's account is removed by another administrator.</Trans>
            </p>
          ) : (
            <>
              <p className="mt-2 text-muted">
                <Trans>
                  Your account and everything personal we hold go at once, and cannot be brought
                  back. We send one last e-mail to confirm it.
                </Trans>
              </p>
              {/* A whole page load after it, so the page's script forgets the session too. */}
              <Form method="post" reloadDocument noValidate className="mt-4 space-y-5">
                <ConfirmPasswordField error={answer?.errors.password} />
                <FormMessage answer={answer} />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-full bg-red-800 px-5 py-3 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
                >
                  <Trans>Delete my account</Trans>
                </button>
              </Form>
            </>
          )}
        </AccountSection>
      </div>
    </AccountShell>
  );
}
