import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/sitemap.ts";

/** The site's own pages, always listed; items follow from the database. */
const FIXED_PATHS = [
  "/",
  "/jobs",
  "/companies",
  "/events",
  "/blog",
  "/videos",
  "/about",
  "/contact",
  "/for-employers",
  "/privacy",
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function url(origin: string, path: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
  return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
}

/** /sitemap.xml (sitemaps.org protocol) with absolute URLs on the origin the request came to. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const entries = await services.sitemap.entries();
  const items = [...entries.jobs, ...entries.companies, ...entries.events, ...entries.posts];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...FIXED_PATHS.map((path) => url(origin, path)),
    ...items.map((item) => url(origin, item.path, item.lastModified)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
