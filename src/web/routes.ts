import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LOCALES, type Locale } from "#shared/locales.ts";
import { PERMANENT_REDIRECTS } from "#shared/site.ts";
import { pageModule, SITE_LAYOUT_MODULE, SITE_PAGES } from "./site-pages.ts";

/**
 * The public site once per interface language: English at the root, every other language under
 * its prefix (`/ja/jobs`). Static prefixes, not a `:lang?` segment, so `/blog/about` can never be
 * read as the about page in a language called "blog". Route ids carry the prefix.
 */
function publicSite(locale: Locale) {
  const pages = SITE_PAGES.map((page) => {
    const options = { id: locale.prefix ? `${page.name}@${locale.prefix}` : page.name };
    const module = pageModule(page);
    return page.path ? route(page.path, module, options) : index(module, options);
  });
  const id = locale.prefix ? `site@${locale.prefix}` : "site";
  return locale.prefix
    ? route(locale.prefix, SITE_LAYOUT_MODULE, { id }, pages)
    : layout(SITE_LAYOUT_MODULE, { id }, pages);
}

export default [
  // Prefixed languages first: their static first segment outranks English's `*` anyway, and the
  // order keeps the manifest readable.
  ...LOCALES.map(publicSite),
  route("admin/login", "routes/admin/login.tsx"),
  // Outside the admin frame: a draft on its public page, with the site's header and footer.
  ...["jobs", "events", "blogs"].map((resource) =>
    route(`admin/${resource}/preview/:id`, "routes/admin/preview.tsx", {
      id: `admin-${resource}-preview`,
    }),
  ),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    ...["companies", "jobs", "events", "blogs", "videos", "synonyms", "currency-rates"].flatMap(
      (resource) => [
        route(resource, `routes/admin/${resource}/list.tsx`),
        route(`${resource}/new`, `routes/admin/${resource}/form.tsx`, {
          id: `admin-${resource}-new`,
        }),
        route(`${resource}/edit/:id`, `routes/admin/${resource}/form.tsx`, {
          id: `admin-${resource}-edit`,
        }),
      ],
    ),
    route("applications", "routes/admin/applications/list.tsx", { id: "admin-applications" }),
    route("jobs/:id/applications", "routes/admin/applications/list.tsx", {
      id: "admin-job-applications",
    }),
    route("applications/:id", "routes/admin/applications/detail.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("events/:id/calendar.ics", "routes/resources/event-calendar.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  ...LOCALES.map((locale) =>
    route(`sitemap-${locale.code.toLowerCase()}.xml`, "routes/resources/locale-sitemap.ts", {
      id: `sitemap@${locale.code}`,
    }),
  ),
  route("robots.txt", "routes/resources/robots.ts"),
  route("i18n/:locale/:file", "routes/resources/messages.ts"),
  ...Object.keys(PERMANENT_REDIRECTS).map((path) =>
    route(path.slice(1), "routes/redirect.ts", { id: `redirect${path}` }),
  ),
  route("clients/:slug", "routes/redirect.ts", { id: "redirect/clients/slug" }),
] satisfies RouteConfig;
