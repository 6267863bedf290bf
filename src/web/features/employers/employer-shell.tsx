import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { EmployerCompany } from "#shared/schemas/employers.ts";
import { Link, NavLink } from "../../i18n/link.tsx";

/** A company's workspace pages, in the order its menu lists them. */
const SECTIONS = [
  { path: "", label: msg`Jobs` },
  { path: "/profile", label: msg`Company profile` },
  { path: "/people", label: msg`People` },
] as const;

/**
 * The frame of a company's workspace pages: which company (the way back to all of hers), what
 * the page is, and where the company stands while that limits what it can do.
 */
export function EmployerShell({
  company,
  title,
  children,
}: {
  company: Pick<EmployerCompany, "id" | "name" | "status">;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = company.name;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        <Link to="/employer" className="underline">
          <Trans>Employer workspace</Trans>
        </Link>
        {" · "}
        {name}
      </p>
      <h1 className="mt-1 text-3xl font-bold">{title}</h1>
      <nav aria-label={t`Workspace of ${name}`} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/employer/companies/${company.id}${section.path}`}
                end
                className={({ isActive }) =>
                  `inline-block rounded-full px-4 py-1.5 font-semibold ${
                    isActive
                      ? "bg-brand-700 text-white"
                      : "border border-gray-300 text-ink hover:bg-gray-100"
                  }`
                }
              >
                {i18n._(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {company.status === "pending" ? (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <Trans>
            {name} is waiting for our approval: you can prepare jobs as drafts and publish them once
            it is approved.
          </Trans>
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
