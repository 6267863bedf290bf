import { Trans } from "@lingui/react/macro";
import { Link } from "../../i18n/link.tsx";
import { useAuth } from "./auth-provider.tsx";
import { useSignInLinks } from "./use-sign-in-links.ts";

/**
 * Sign Up and Login, or "Welcome, …" and Logout. The server renders pages signed out (the token
 * lives in the browser), so the area keeps its size while the client learns who is signed in.
 * Signing in or up brings the visitor back to the page she was on.
 */
export function AccountArea({ layout }: { layout: "bar" | "stack" }) {
  const { user, loading, logout } = useAuth();
  const links = useSignInLinks();
  const box =
    layout === "bar"
      ? "flex min-w-44 items-center justify-end gap-2 xl:min-w-56 xl:gap-3"
      : "flex flex-col gap-3";
  if (user) {
    const name = user.displayName || user.email;
    return (
      <div className={box}>
        <Link
          to="/account"
          className="truncate text-sm text-muted underline-offset-2 hover:text-brand-700 hover:underline"
          data-testid="welcome"
        >
          <Trans>Welcome, {name}</Trans>
        </Link>
        <button
          type="button"
          onClick={() => void logout()}
          className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>Logout</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className={box} aria-busy={loading}>
      <Link
        to={links.register}
        className="whitespace-nowrap rounded-full bg-brand-700 px-3 py-2 xl:px-4 text-center text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Sign Up</Trans>
      </Link>
      <Link
        to={links.login}
        className="whitespace-nowrap rounded-full border border-brand-700 px-3 py-2 xl:px-4 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Trans comment="The link to the sign-in page">Login</Trans>
      </Link>
    </div>
  );
}
