import { jsonLd } from "../lib/seo.ts";

/** schema.org structured data; JSON is not executed, so no nonce is needed. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own data
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
