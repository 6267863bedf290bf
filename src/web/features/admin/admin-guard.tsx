import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/admin/spinner.tsx";
import { useAuth } from "../auth/auth-provider.tsx";

/**
 * The admin area's door: a spinner while the browser checks who is signed in (the server
 * renders only that: the token lives in the browser), sign-in for nobody and back here after,
 * "not allowed" for a member. The API refuses non-admins whatever this shows.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner fullScreen label="Checking your account…" />;
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/admin/login?redirectTo=${back}`} replace />;
  }
  if (user.role !== "admin") return <NotAllowed />;
  return children;
}

function NotAllowed() {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Not allowed</h1>
      <p className="mt-4 text-muted">Your account does not have access to the admin area.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
      >
        Go to the home page
      </Link>
    </main>
  );
}
