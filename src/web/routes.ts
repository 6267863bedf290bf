import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PERMANENT_REDIRECTS } from "#shared/site.ts";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("jobs", "routes/public/jobs.tsx"),
    route("jobs/:id", "routes/public/job.tsx"),
    route("companies", "routes/public/companies.tsx"),
    route("companies/:slug", "routes/public/company.tsx"),
    route("events", "routes/public/events.tsx"),
    route("events/:id", "routes/public/event.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("videos", "routes/public/videos.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("for-employers", "routes/public/for-employers.tsx"),
    route("login", "routes/public/sign-in.tsx", { id: "login" }),
    route("register", "routes/public/sign-in.tsx", { id: "register" }),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  // Outside the admin frame: a draft on its public page, with the site's header and footer.
  ...["jobs", "events", "blogs"].map((resource) =>
    route(`admin/${resource}/preview/:id`, "routes/admin/preview.tsx", {
      id: `admin-${resource}-preview`,
    }),
  ),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    ...["companies", "jobs", "events", "blogs", "videos"].flatMap((resource) => [
      route(resource, `routes/admin/${resource}/list.tsx`),
      route(`${resource}/new`, `routes/admin/${resource}/form.tsx`, {
        id: `admin-${resource}-new`,
      }),
      route(`${resource}/edit/:id`, `routes/admin/${resource}/form.tsx`, {
        id: `admin-${resource}-edit`,
      }),
    ]),
    route("messages", "routes/admin/messages.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("events/:id/calendar.ics", "routes/resources/event-calendar.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  ...Object.keys(PERMANENT_REDIRECTS).map((path) =>
    route(path.slice(1), "routes/redirect.ts", { id: `redirect${path}` }),
  ),
  route("clients/:slug", "routes/redirect.ts", { id: "redirect/clients/slug" }),
] satisfies RouteConfig;
