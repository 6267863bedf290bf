import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect } from "react-router";
import { localePath } from "#shared/locales.ts";
import { AccountSection, AccountShell } from "../../features/account/account-shell.tsx";
import { deviceName } from "../../features/account/device-name.ts";
import { requireMember } from "../../features/account/member.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { requestContext } from "../../lib/context.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-sessions.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Where you are signed in`,
    description: t(i18n)`The browsers signed in to your account.`,
    matches,
    path: "/account/sessions",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  return { sessions: await values.services.auth.listSessions(member, values.session.token()) };
}

/** Ends one session, or all of them (this one too: she is signed out and sent to sign in). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const { locale } = await requestI18n(request);
  const field = await readFormFields(request);
  if (field("intent") === "everywhere") {
    await values.services.auth.logoutEverywhere(member);
    values.session.end();
    throw redirect(localePath(locale, "/login"));
  }
  await values.services.auth.endSession(member, field("session")).catch(() => {
    // Already ended (another tab, or it expired): the list below no longer shows it either way.
  });
  return null;
}

const buttonClass = "font-semibold text-brand-700 underline";

/** /account/sessions: each browser signed in, when it was last used, and a way to end it. */
export default function AccountSessions({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  const { i18n } = useLingui();
  const when = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <AccountShell title={<Trans>Where you are signed in</Trans>}>
      <div className="space-y-8">
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {sessions.map((session) => {
            const { browser, system } = deviceName(session.userAgent);
            const lastUsed = when(session.lastSeenAt);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-testid="account-session"
              >
                <div>
                  <p className="font-semibold">
                    {browser && system ? (
                      <Trans>
                        {browser} on {system}
                      </Trans>
                    ) : (
                      (browser ?? system ?? <Trans>Unknown browser</Trans>)
                    )}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
                        <Trans>This browser</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">
                    <Trans>Last used {lastUsed}</Trans>
                  </p>
                </div>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="session" value={session.id} />
                    <button type="submit" name="intent" value="end" className={buttonClass}>
                      <Trans>
                        Sign out
                        <span className="sr-only"> of this session, last used {lastUsed}</span>
                      </Trans>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        <AccountSection id="everywhere" title={<Trans>Sign out everywhere</Trans>}>
          <p className="mt-2 text-muted">
            <Trans>
              Lost a phone, or signed in on a shared computer? This ends every session, this one
              too.
            </Trans>
          </p>
          <Form method="post" reloadDocument className="mt-4">
            <button
              type="submit"
              name="intent"
              value="everywhere"
              className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Trans>Sign out everywhere</Trans>
            </button>
          </Form>
        </AccountSection>
      </div>
    </AccountShell>
  );
}
