import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { splitLocalePath } from "#shared/locales.ts";
import { AccountPage } from "../../features/auth/account-form-parts.tsx";
import { useAuth } from "../../features/auth/auth-provider.tsx";
import { signInAction } from "../../features/auth/sign-in-action.server.ts";
import { SignInForm } from "../../features/auth/sign-in-form.tsx";
import { welcomeState } from "../../features/auth/welcome.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { api } from "../../lib/api-client.ts";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import { safeRedirect, signInHome } from "../../lib/sign-in-links.ts";
import type { Route } from "./+types/sign-in.ts";

/** Which of the two screens an address shows, in any language (`/ja/register`). */
const modeOf = (pathname: string) =>
  splitLocalePath(pathname).path.startsWith("/register") ? "register" : "login";

export function meta({ location, matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  const registering = modeOf(location.pathname) === "register";
  return pageMeta({
    title: registering ? t(i18n)`Sign up` : t(i18n)`Login`,
    description: registering
      ? t(i18n)`Create your free profile to find jobs at Companies that Care.`
      : t(i18n)`Sign in to your Career Platform account.`,
    matches,
    path: registering ? "/register" : "/login",
  });
}

/** A form posted before the page's script took over, or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const mode = modeOf(new URL(request.url).pathname);
  return signInAction(request, context.get(requestContext), mode);
}

/**
 * /login and /register: one screen, two modes, and back to where the visitor came from. The way
 * back is a whole path of the site with its language prefix (`/ja/jobs`), so it is followed as it
 * is; by default it is the home page in the page's language.
 */
export default function SignInPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mode = modeOf(pathname);
  const redirectTo = safeRedirect(params.get("redirectTo"), signInHome(pathname));
  // The way back, and the job to save once signed in, survive a switch between the two modes.
  const kept = new URLSearchParams();
  if (params.get("redirectTo")) kept.set("redirectTo", redirectTo);
  const saveJob = params.get("save");
  if (saveJob) kept.set("save", saveJob);
  const keep = kept.size > 0 ? `?${kept}` : "";
  const [attempting, setAttempting] = useState(false);

  // The provider learns who signed in 100 ms after the token arrives; move on once it has,
  // back to where she started. A new account is welcomed there (by script or form post alike).
  // A visitor who pressed Save on a job comes back with it saved.
  useEffect(() => {
    if (!user || !attempting) return;
    const state = mode === "register" ? welcomeState(user.displayName) : undefined;
    const back = () => navigate(redirectTo, { replace: true, state });
    if (!saveJob) return void back();
    api
      .put(`/saved-jobs/${encodeURIComponent(saveJob)}`)
      .catch(() => {
        // Closed meanwhile, or her list is full: the job page still offers Save and says why.
      })
      .finally(back);
  }, [user, attempting, navigate, redirectTo, mode, saveJob]);

  const name = user ? user.displayName || user.email : "";
  return (
    <AccountPage
      title={mode === "login" ? <Trans>Welcome back</Trans> : <Trans>Create your profile</Trans>}
    >
      <p className="mt-2 text-muted">
        {mode === "login" ? (
          <Trans>Sign in to keep track of jobs at Companies that Care.</Trans>
        ) : (
          <Trans>Join a community of diverse talent and find employers that care.</Trans>
        )}
      </p>
      <nav
        aria-label={t`Sign in or sign up`}
        className="mt-8 grid grid-cols-2 rounded-full bg-gray-100 p-1 text-center font-semibold"
      >
        <Link
          to={`/login${keep}`}
          aria-current={mode === "login" ? "page" : undefined}
          className={`rounded-full py-2 ${mode === "login" ? "bg-white text-brand-700 shadow" : "text-muted"}`}
        >
          <Trans comment="The link to the sign-in page">Login</Trans>
        </Link>
        <Link
          to={`/register${keep}`}
          aria-current={mode === "register" ? "page" : undefined}
          className={`rounded-full py-2 ${mode === "register" ? "bg-white text-brand-700 shadow" : "text-muted"}`}
        >
          <Trans>Sign Up</Trans>
        </Link>
      </nav>
      <div className="mt-8">
        {user && !attempting ? (
          <p className="rounded-md bg-brand-50 p-4">
            <Trans>You are signed in as {name}.</Trans>{" "}
            {/* The way back carries its own language prefix. */}
            <RouterLink to={redirectTo} className="font-semibold text-brand-700 underline">
              <Trans>Continue</Trans>
            </RouterLink>
          </p>
        ) : (
          <>
            <SignInForm key={mode} mode={mode} onAttempt={setAttempting} answer={actionData} />
            {mode === "login" ? (
              <p className="mt-4 text-center">
                <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
                  <Trans>Forgot your password?</Trans>
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </AccountPage>
  );
}
