import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../features/auth/auth-provider.tsx";
import { signInAction } from "../../features/auth/sign-in-action.server.ts";
import { SignInForm } from "../../features/auth/sign-in-form.tsx";
import { requestContext } from "../../lib/context.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";
import type { Route } from "./+types/login.ts";

export const meta = () => [
  { title: "Admin sign-in | Career Platform" },
  { name: "robots", content: "noindex" },
];

/** A form posted before the page's script took over, or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context.get(requestContext), "login", "/admin");
}

/** The admin's own sign-in: admins go on to the page they asked for; members are told no. */
export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { user, logout } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = safeRedirect(params.get("redirectTo"), "/admin");
  const target = redirectTo.startsWith("/admin") ? redirectTo : "/admin";

  useEffect(() => {
    if (user?.role === "admin") navigate(target, { replace: true });
  }, [user, navigate, target]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow">
        <h1 className="text-2xl font-bold">Admin sign-in</h1>
        {user && user.role !== "admin" ? (
          <div className="mt-6 space-y-4">
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
              You are signed in as {user.email}, which has no admin access.
            </p>
            <div className="flex gap-4">
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => void logout()}
              >
                Sign in as someone else
              </button>
              <Link to="/" className="font-semibold text-brand-700 underline">
                Go to the home page
              </Link>
            </div>
          </div>
        ) : (
          <div className="mt-6">
            <SignInForm mode="login" answer={actionData} />
          </div>
        )}
      </div>
    </main>
  );
}
