import { matchPath } from "react-router";
import { type LocaleCode, splitLocalePath } from "#shared/locales.ts";

/**
 * The public site's pages, mounted once per interface language (routes.ts). `file` is the route
 * module under routes/public/, `name` the route id (with `@<prefix>` outside English).
 */
export const SITE_PAGES = [
  { path: "", file: "home", name: "home" },
  { path: "jobs", file: "jobs", name: "jobs" },
  { path: "jobs/:id", file: "job", name: "job" },
  { path: "companies", file: "companies", name: "companies" },
  { path: "companies/:slug", file: "company", name: "company" },
  { path: "events", file: "events", name: "events" },
  { path: "events/:id", file: "event", name: "event" },
  { path: "blog", file: "blog", name: "blog" },
  { path: "blog/:slug", file: "blog-post", name: "blog-post" },
  { path: "videos", file: "videos", name: "videos" },
  { path: "about", file: "about", name: "about" },
  { path: "contact", file: "contact", name: "contact" },
  { path: "privacy", file: "privacy", name: "privacy" },
  { path: "for-employers", file: "for-employers", name: "for-employers" },
  { path: "employer", file: "employer", name: "employer" },
  { path: "employer/join", file: "employer-join", name: "employer-join" },
  { path: "employer/companies/:id", file: "employer-company", name: "employer-company" },
  { path: "employer/companies/:id/profile", file: "employer-profile", name: "employer-profile" },
  { path: "employer/companies/:id/people", file: "employer-people", name: "employer-people" },
  { path: "employer/invitations", file: "employer-invitation", name: "employer-invitation" },
  {
    path: "employer/companies/:companyId/jobs/new",
    file: "employer-job",
    name: "employer-job-new",
  },
  { path: "employer/jobs/:id/edit", file: "employer-job", name: "employer-job-edit" },
  { path: "employer/jobs/:id/renew", file: "employer-renew", name: "employer-renew" },
  {
    path: "employer/jobs/:id/applications",
    file: "employer-applications",
    name: "employer-applications",
  },
  { path: "employer/applications/:id", file: "employer-application", name: "employer-application" },
  { path: "login", file: "sign-in", name: "login" },
  { path: "register", file: "sign-in", name: "register" },
  { path: "forgot-password", file: "forgot-password", name: "forgot-password" },
  { path: "reset-password", file: "reset-password", name: "reset-password" },
  { path: "verify-email", file: "verify-email", name: "verify-email" },
  { path: "account", file: "account", name: "account" },
  { path: "account/profile", file: "account-profile", name: "account-profile" },
  { path: "account/cvs", file: "account-cvs", name: "account-cvs" },
  { path: "account/applications", file: "account-applications", name: "account-applications" },
  { path: "jobs/:id/apply", file: "apply", name: "apply" },
  { path: "account/saved-jobs", file: "saved-jobs", name: "saved-jobs" },
  { path: "account/alerts", file: "account-alerts", name: "account-alerts" },
  { path: "account/sessions", file: "account-sessions", name: "account-sessions" },
  { path: "account/data", file: "account-data", name: "account-data" },
  { path: "account/deleted", file: "account-deleted", name: "account-deleted" },
  { path: "alerts/unsubscribe", file: "alert-unsubscribe", name: "alert-unsubscribe" },
  // Last: it takes whatever no page above does.
  { path: "*", file: "not-found", name: "not-found" },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];

/** Route modules by their path under src/web, as routes.ts names them. */
export const ROOT_MODULE = "root.tsx";
export const SITE_LAYOUT_MODULE = "routes/public/layout.tsx";
export const pageModule = (page: SitePage) => `routes/public/${page.file}.tsx`;

/** The page a site address shows, in any language: `/ja/jobs/42` is the job page. */
export function sitePageOf(pathname: string): SitePage {
  const { path } = splitLocalePath(pathname);
  return (
    SITE_PAGES.find((page) => matchPath(`/${page.path}`, path)) ??
    SITE_PAGES[SITE_PAGES.length - 1]!
  );
}

/**
 * Paths of the public site's pages. The admin area, the API and files (`/favicon.svg`,
 * `/events/1/calendar.ics`) have no language prefix.
 */
export function isSitePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return (
    pathname.startsWith("/") &&
    !pathname.startsWith("//") &&
    !/^\/(admin|api|uploads|images|assets|i18n)(\/|$)/.test(pathname) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * Where a browser fetches the words the page at `pathname` shows in `locale`: those of the site's
 * frame and of that kind of page, or outside the site every message (routes/resources/messages.ts).
 */
export function messagesUrl(locale: LocaleCode, version: string, pathname: string): string {
  const file = isSitePath(pathname) ? sitePageOf(pathname).file : "all";
  return `/i18n/${locale}/${file}.json?v=${encodeURIComponent(version)}`;
}
