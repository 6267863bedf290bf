import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { NavLink } from "../../i18n/link.tsx";
import { useLocalize } from "../../i18n/locale-provider.tsx";

/** The account area's pages, in the order its menu lists them. */
const SECTIONS = [
  { path: "/account", label: msg`Profile and password` },
  { path: "/account/profile", label: msg`Job-seeker profile` },
  { path: "/account/cvs", label: msg`CVs` },
  { path: "/account/applications", label: msg`Applications` },
  { path: "/account/saved-jobs", label: msg`Saved jobs` },
  { path: "/account/alerts", label: msg`Job alerts` },
  { path: "/account/sessions", label: msg`Where you are signed in` },
  { path: "/account/data", label: msg`Your data` },
  { path: "/employer", label: msg`Employer workspace` },
] as const;

/**
 * The frame of every account page: its title, the menu of the area (the current page marked
 * for screen readers too) and a way to sign out that needs no script.
 */
export function AccountShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        <Trans>Your account</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold">{title}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[14rem_1fr]">
        <div>
          <nav aria-label={t`Your account`}>
            <ul className="space-y-1">
              {SECTIONS.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={section.path}
                    end
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 font-semibold ${
                        isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-gray-100"
                      }`
                    }
                  >
                    {i18n._(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* A whole page load after it, so the page's script forgets the session too. */}
          <Form method="post" action={localize("/account")} reloadDocument className="mt-4 px-3">
            <button
              type="submit"
              name="intent"
              value="sign-out"
              className="font-semibold text-brand-700 underline"
            >
              <Trans>Sign out</Trans>
            </button>
          </Form>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** One titled part of an account page. */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
