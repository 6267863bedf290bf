import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../features/auth/auth-provider.tsx";
import { signInAction } from "../../features/auth/sign-in-action.server.ts";
import { SignInForm } from "../../features/auth/sign-in-form.tsx";
import { welcomeState } from "../../features/auth/welcome.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";
import type { Route } from "./+types/sign-in.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const registering = location.pathname.startsWith("/register");
  return pageMeta({
    title: registering ? "Sign up" : "Login",
    description: registering
      ? "Create your free profile to find jobs at Companies that Care."
      : "Sign in to your Career Platform account.",
    matches,
    path: registering ? "/register" : "/login",
  });
}

/** A form posted before the page's script took over, or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const mode = new URL(request.url).pathname.startsWith("/register") ? "register" : "login";
  return signInAction(request, context.get(requestContext), mode);
}

/** /login and /register: one screen, two modes, and back to where the visitor came from. */
export default function SignInPage({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mode = pathname.startsWith("/register") ? "register" : "login";
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const keep = params.get("redirectTo") ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const [attempting, setAttempting] = useState(false);

  // The provider learns who signed in 100 ms after the token arrives; move on once it has,
  // back to where she started. A new account is welcomed there (by script or form post alike).
  useEffect(() => {
    if (!user || !attempting) return;
    const state = mode === "register" ? welcomeState(user.displayName) : undefined;
    navigate(redirectTo, { replace: true, state });
  }, [user, attempting, navigate, redirectTo, mode]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">
        {mode === "login" ? "Welcome back" : "Create your profile"}
      </h1>
      <p className="mt-2 text-muted">
        {mode === "login"
          ? "Sign in to keep track of jobs at Companies that Care."
          : "Join a community of diverse talent and find employers that care."}
      </p>
      <nav
        aria-label="Sign in or sign up"
        className="mt-8 grid grid-cols-2 rounded-full bg-gray-100 p-1 text-center font-semibold"
      >
        <Link
          to={`/login${keep}`}
          aria-current={mode === "login" ? "page" : undefined}
          className={`rounded-full py-2 ${mode === "login" ? "bg-white text-brand-700 shadow" : "text-muted"}`}
        >
          Login
        </Link>
        <Link
          to={`/register${keep}`}
          aria-current={mode === "register" ? "page" : undefined}
          className={`rounded-full py-2 ${mode === "register" ? "bg-white text-brand-700 shadow" : "text-muted"}`}
        >
          Sign Up
        </Link>
      </nav>
      <div className="mt-8">
        {user && !attempting ? (
          <p className="rounded-md bg-brand-50 p-4">
            You are signed in as {user.displayName || user.email}.{" "}
            <Link to={redirectTo} className="font-semibold text-brand-700 underline">
              Continue
            </Link>
          </p>
        ) : (
          <SignInForm key={mode} mode={mode} onAttempt={setAttempting} answer={actionData} />
        )}
      </div>
    </div>
  );
}
