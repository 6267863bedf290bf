import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The frame of the small account pages: sign-in, and those the e-mailed links open. */
export function AccountPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** An account form's one button, saying so while the form is on its way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? <Trans>Please wait…</Trans> : children}
    </button>
  );
}

/** What a form's post achieved, said in a live region. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? (
        <p className="mt-6 rounded-md bg-green-50 px-4 py-3 text-green-900">{children}</p>
      ) : null}
    </div>
  );
}
