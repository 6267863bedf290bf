import { SITE_NAME, SITE_TAGLINE } from "#shared/site.ts";

/** schema.org WebSite with a SearchAction: lets search engines offer a job search box for the site. */
export function websiteJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    description: SITE_TAGLINE,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/jobs?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
