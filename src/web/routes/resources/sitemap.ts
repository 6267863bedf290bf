import { LOCALES } from "#shared/locales.ts";
import { requestContext } from "../../lib/context.ts";
import { escapeXml, sitemapFileOf, xmlResponse } from "../../lib/sitemap.ts";
import type { Route } from "./+types/sitemap.ts";

/**
 * /sitemap.xml: a sitemap index naming one sitemap per interface language, each listing every
 * public page in that language with its alternates (one file could not hold them all: a
 * sitemap lists at most 50,000 addresses).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return xmlResponse([
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...LOCALES.map(
      (locale) => `<sitemap><loc>${escapeXml(`${origin}${sitemapFileOf(locale)}`)}</loc></sitemap>`,
    ),
    "</sitemapindex>",
  ]);
}
