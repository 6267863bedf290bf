import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** What a new member reads once her account exists, wherever she lands. */
export const welcomeText = (i18n: I18n, name: string) =>
  t(i18n)`Welcome, ${name} — your account is ready.`;

type WelcomeState = { welcome?: unknown };

/**
 * The navigation state that carries the welcome to the page she returns to. State, not the
 * address: nothing to share, bookmark or see in a log, and it dies with the history entry.
 */
export const welcomeState = (name: string): WelcomeState => ({ welcome: name });

/**
 * The welcome a new member finds on the page she came back to after signing up. The live
 * region stays mounted across pages (it sits in the public layout), so the message put in it
 * is announced; it keeps its place over the page (fixed), so nothing moves when it comes.
 * It stays until dismissed or she moves on, and a reload or a return to the page does not
 * show it again.
 */
export function WelcomeToast() {
  const { i18n } = useLingui();
  const location = useLocation();
  const [name, setName] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation
  useEffect(() => {
    const welcome = (location.state as WelcomeState | null)?.welcome;
    if (typeof welcome !== "string") {
      setName(null);
      return;
    }
    setName(welcome);
    // React Router keeps the state under `usr` in the history entry: drop the welcome there,
    // keeping the rest, so the entry does not greet her a second time.
    const entry = window.history.state as { usr?: Record<string, unknown> } | null;
    if (entry?.usr) {
      const { welcome: _shown, ...usr } = entry.usr;
      window.history.replaceState({ ...entry, usr }, "");
    }
  }, [location.key]);

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:justify-end">
      <div
        className={
          name
            ? "pointer-events-auto flex max-w-md items-start gap-4 rounded-lg border border-gray-300 border-l-4 border-l-brand-700 bg-white px-4 py-3 text-ink shadow-lg"
            : undefined
        }
      >
        {/* Always there, empty until needed; the button stays out of what is read out. */}
        <div aria-live="polite">{name ? <p role="status">{welcomeText(i18n, name)}</p> : null}</div>
        {name ? (
          <button
            type="button"
            onClick={() => setName(null)}
            className="shrink-0 rounded text-sm font-semibold text-brand-700 underline"
          >
            <Trans>
              Dismiss<span className="sr-only"> welcome message</span>
            </Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
