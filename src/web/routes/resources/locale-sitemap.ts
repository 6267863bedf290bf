import { LOCALES, type Locale, localePath } from "#shared/locales.ts";
import { requestContext } from "../../lib/context.ts";
import { escapeXml, sitemapFileOf, xmlResponse } from "../../lib/sitemap.ts";
import type { Route } from "./+types/locale-sitemap.ts";

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

/** One page in `locale`, and where it is in every language (English also as `x-default`). */
function url(origin: string, locale: Locale, path: string, lastModified?: string): string {
  const link = (hreflang: string, target: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${localePath(target, path)}`)}"/>`;
  return [
    `<url><loc>${escapeXml(`${origin}${localePath(locale, path)}`)}</loc>`,
    lastModified ? `<lastmod>${lastModified}</lastmod>` : "",
    ...LOCALES.map((target) => link(target.code, target)),
    link("x-default", LOCALES[0]),
    "</url>",
  ].join("");
}

/** /sitemap-<language>.xml (sitemaps.org, with hreflang alternates) on the request's origin. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { pathname } = new URL(request.url);
  const locale = LOCALES.find((candidate) => sitemapFileOf(candidate) === pathname) ?? LOCALES[0];
  const entries = await services.sitemap.entries();
  const items = [...entries.jobs, ...entries.companies, ...entries.events, ...entries.posts];
  return xmlResponse([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...FIXED_PATHS.map((path) => url(origin, locale, path)),
    ...items.map((item) => url(origin, locale, item.path, item.lastModified)),
    "</urlset>",
  ]);
}
