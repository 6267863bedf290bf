import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Form, Link as RouterLink, useNavigate, useNavigation } from "react-router";
import { SITE_NAME } from "#shared/site.ts";
import { CountryField } from "../../components/forms/choice-fields.tsx";
import { Field } from "../../components/forms/field.tsx";
import { SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { useAuth } from "../../features/auth/auth-provider.tsx";
import { InitiativeClaimsField } from "../../features/employers/initiative-claims-field.tsx";
import { type JoinAnswer, joinAction } from "../../features/employers/join-action.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/employer-join.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Sign your company up`,
    description: t(
      i18n,
    )`Become a Company that Cares on ${SITE_NAME}: tell us about your company and the initiatives you offer.`,
    matches,
    path: "/employer/join",
  });
}

/** Who is signed in decides the form: a new account with the company, or the company alone. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await context.get(requestContext).session.viewer();
  return { signedInAs: viewer ? viewer.displayName : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return joinAction(request, context.get(requestContext));
}

/**
 * /employer/join: a company signs up, with its first owner's account unless she is signed in.
 * It waits for an admin's approval; she lands in her workspace, which says so.
 */
export default function EmployerJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { signInWithToken } = useAuth();
  const answer = actionData as JoinAnswer | undefined;
  const refused = answer && !answer.joined ? answer : undefined;
  const errors = refused?.errors ?? {};
  const typed = refused?.values ?? {};

  // With script, the new session is handed to the page's script and she goes on to her
  // workspace; without, the page offers the way there.
  useEffect(() => {
    if (!answer?.joined) return;
    const next = () => navigate(answer.workspace, { replace: true });
    if (answer.token) void signInWithToken(answer.token).then(next);
    else next();
  }, [answer, navigate, signInWithToken]);

  if (answer?.joined) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" role="status">
        <h1 className="text-3xl font-bold">
          <Trans>Thank you: your company is signed up</Trans>
        </h1>
        <p className="mt-4">
          <RouterLink to={answer.workspace} className="font-semibold text-brand-700 underline">
            <Trans>Go to your employer workspace</Trans>
          </RouterLink>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        <Trans>For employers</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold">
        <Trans>Sign your company up</Trans>
      </h1>
      <p className="mt-4 text-lg text-muted">
        <Trans>
          Tell us about your company and the initiatives you offer. We check every company before it
          appears on {SITE_NAME}, usually within two working days.
        </Trans>
      </p>
      <Form method="post" noValidate className="mt-8 space-y-8">
        <section aria-labelledby="join-company" className="space-y-5">
          <h2 id="join-company" className="text-xl font-bold">
            <Trans>Your company</Trans>
          </h2>
          <Field
            label={t`Company name`}
            name="companyName"
            autoComplete="organization"
            required
            defaultValue={typed.companyName}
            error={errors.companyName}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t`Website`}
              name="website"
              inputMode="url"
              autoComplete="url"
              required
              hint={t`Where we can read about your policies, e.g. example.com/careers`}
              defaultValue={typed.website}
              error={errors.website}
            />
            <CountryField defaultValue={typed.country ?? ""} error={errors.country} />
          </div>
          <InitiativeClaimsField
            claimed={refused?.claimed ?? []}
            evidence={typed}
            errors={errors}
          />
        </section>

        <section aria-labelledby="join-you" className="space-y-5">
          <h2 id="join-you" className="text-xl font-bold">
            <Trans>You</Trans>
          </h2>
          {loaderData.signedInAs ? (
            <p className="rounded-md bg-brand-50 p-4">
              <Trans>
                You are signed in as {loaderData.signedInAs}: you will be the company's first owner.
              </Trans>
            </p>
          ) : (
            <>
              <p className="text-muted">
                <Trans>
                  Your account as the company's first owner: you can invite colleagues once we
                  approve the company. Already have an account?{" "}
                  <Link
                    to="/login?redirectTo=/employer/join"
                    className="font-semibold text-brand-700 underline"
                  >
                    Sign in first
                  </Link>
                  .
                </Trans>
              </p>
              <Field
                label={t`Your name`}
                name="name"
                autoComplete="name"
                required
                defaultValue={typed.name}
                error={errors.name}
              />
              <Field
                label={t`Work e-mail address`}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={typed.email}
                error={errors.email}
              />
              <Field
                label={t`Password`}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                error={errors.password}
              />
            </>
          )}
        </section>
        {refused?.message && Object.keys(errors).length === 0 ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {refused.message}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <Trans>Some fields need your attention: see the messages beside them.</Trans>
          </p>
        ) : null}
        <div className="max-w-xs">
          <SubmitButton busy={navigation.state === "submitting"}>
            <Trans>Sign your company up</Trans>
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
