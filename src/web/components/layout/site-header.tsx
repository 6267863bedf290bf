import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SITE_NAME } from "../../../shared/site.ts";
import { AccountArea } from "./account-area.tsx";
import { RESOURCE_LINKS, ResourcesMenu } from "./resources-menu.tsx";

const MAIN_LINKS = [
  { to: "/jobs", label: "Jobs" },
  { to: "/companies", label: "Companies" },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 font-medium ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-ink hover:text-brand-700"}`;

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-ink">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{SITE_NAME}</span>
    </Link>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <ResourcesMenu />
          <NavLink to="/for-employers" className={navClass}>
            For Employers
          </NavLink>
        </nav>
        <div className="hidden lg:block">
          <AccountArea layout="bar" />
        </div>
        <button
          ref={toggle}
          type="button"
          className="rounded p-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
            <path
              d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-gray-200 px-4 pb-6 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {[...MAIN_LINKS, ...RESOURCE_LINKS, { to: "/for-employers", label: "For Employers" }].map(
            (link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `block py-3 font-medium ${isActive ? "text-brand-700" : "text-ink"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <AccountArea layout="stack" />
      </nav>
    </header>
  );
}
