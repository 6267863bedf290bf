import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { SITE_NAME } from "#shared/site.ts";
import { RESOURCE_LINKS, ResourcesMenu } from "../../components/layout/resources-menu.tsx";
import { useCloseOnNewPage, useDismiss } from "../../components/use-dismiss.ts";
import { Link, NavLink } from "../../i18n/link.tsx";
import { AccountArea } from "../auth/account-area.tsx";
import { LanguageLinks, LanguageSwitcher } from "./language-switcher.tsx";

const MAIN_LINKS = [
  { to: "/jobs", label: msg`Jobs` },
  { to: "/companies", label: msg`Companies` },
] as const;
const FOR_EMPLOYERS = { to: "/for-employers", label: msg`For Employers` } as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-2 py-2 font-medium xl:px-3 ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-ink hover:text-brand-700"}`;

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold text-ink"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{SITE_NAME}</span>
    </Link>
  );
}

/**
 * The phone menu is a <details> disclosure: it opens and closes without JavaScript (the page may
 * not have hydrated yet, or scripts may be off) and its <summary> is a native, focusable button
 * that announces whether it is expanded. Scripts add what HTML lacks: Escape and a tap outside
 * close it, and so does moving to another page.
 */
function MobileMenu() {
  const { t, i18n } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useDismiss(menu);
  useCloseOnNewPage(menu);

  return (
    <details
      ref={menu}
      className="group/menu lg:hidden"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <summary className="block cursor-pointer list-none rounded p-2 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">
          <Trans>Menu</Trans>
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path
            className="group-open/menu:hidden"
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className="hidden group-open/menu:block"
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      {/* Below the whole header bar (the header is its positioning box), over the page. */}
      <nav
        aria-label={t`Mobile`}
        className="absolute inset-x-0 top-full z-40 border-y border-gray-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {[...MAIN_LINKS, ...RESOURCE_LINKS, FOR_EMPLOYERS].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block py-3 font-medium ${isActive ? "text-brand-700" : "text-ink"}`
                }
              >
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <AccountArea layout="stack" />
        <h2 className="mt-4 border-t border-gray-200 pt-4 text-sm font-semibold text-muted">
          <Trans>Language</Trans>
        </h2>
        <LanguageLinks className="mt-1 grid grid-cols-2 gap-1" />
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const { t, i18n } = useLingui();
  return (
    <header className="relative border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 lg:gap-2 xl:gap-4">
        <Logo />
        <nav aria-label={t`Main`} className="hidden items-center lg:flex xl:gap-1">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {i18n._(link.label)}
            </NavLink>
          ))}
          <ResourcesMenu />
          <NavLink to={FOR_EMPLOYERS.to} className={navClass}>
            {i18n._(FOR_EMPLOYERS.label)}
          </NavLink>
        </nav>
        <div className="hidden shrink-0 items-center gap-2 lg:flex">
          <LanguageSwitcher />
          <AccountArea layout="bar" />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
