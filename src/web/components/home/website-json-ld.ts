import { SITE_NAME, SITE_TAGLINE } from "#shared/site.ts";

/** schema.org WebSite with a SearchAction: search engines may offer a job search box for it. */
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
