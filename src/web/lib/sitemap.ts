import type { Locale } from "#shared/locales.ts";

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where one language's sitemap is: `/sitemap-ja.xml`, `/sitemap-zh-hant.xml`. */
export const sitemapFileOf = (locale: Locale) => `/sitemap-${locale.code.toLowerCase()}.xml`;

/** An XML document search engines may cache for an hour. */
export function xmlResponse(lines: string[]): Response {
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ""].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
