import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "../../i18n/link.tsx";
import { failureMessage } from "../../i18n/refusal-messages.ts";
import { api } from "../../lib/api-client.ts";
import { useAuth } from "./auth-provider.tsx";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * A new confirmation link: a button for a signed-in member whose address is not confirmed yet,
 * a way to sign in first for anyone else.
 */
export function ResendVerification() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const [state, setState] = useState<{ sent: boolean; error: string | null }>({
    sent: false,
    error: null,
  });
  if (!user) {
    return (
      <p className="mt-4">
        <Link to="/login?redirectTo=/verify-email" className={linkClass}>
          <Trans>Sign in to ask for a new link</Trans>
        </Link>
      </p>
    );
  }
  if (user.emailVerified) return null;
  const { email } = user;
  const resend = async () => {
    try {
      await api.post("/auth/verify-email/resend", { locale: i18n.locale });
      setState({ sent: true, error: null });
    } catch (error) {
      setState({ sent: false, error: failureMessage(i18n, error) });
    }
  };
  return (
    <div className="mt-4" aria-live="polite">
      {state.sent ? (
        <p>
          <Trans>We have sent a new link to {email}.</Trans>
        </p>
      ) : (
        <button type="button" onClick={() => void resend()} className={linkClass}>
          <Trans>Send me a new link</Trans>
        </button>
      )}
      {state.error ? <p className="mt-2 text-red-800">{state.error}</p> : null}
    </div>
  );
}
