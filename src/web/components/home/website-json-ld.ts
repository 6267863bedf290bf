import { SITE_NAME } from "#shared/site.ts";

/**
 * schema.org WebSite with a SearchAction: search engines may offer a job search box for it.
 * `description` is the tagline (SITE_TAGLINE) in the page's language; `localize` turns a site
 * path into the page's language (`/jobs` → `/ja/jobs`).
 */
export function websiteJsonLd(
  origin: string,
  description: string,
  localize: (path: string) => string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    description,
    url: `${origin}${localize("/")}`,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${localize("/jobs")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
