import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localePath } from "#shared/locales.ts";
import { SITE_NAME } from "#shared/site.ts";
import { localeOf } from "../i18n/i18n.ts";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

type PageMeta = {
  title: string;
  description: string;
  /** The route's matches: the root loader's origin and language come from them. */
  matches: Matches;
  /** The page's path in English (no language prefix); every language's address derives from it. */
  path: string;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
};

/**
 * Title, description, canonical URL, the page in every other language (`hreflang`, with English
 * as `x-default`) and Open Graph tags: every public page has them.
 */
export function pageMeta({
  title,
  description,
  matches,
  path,
  image,
  type = "website",
  noindex,
}: PageMeta): MetaDescriptor[] {
  const origin = originOf(matches);
  const url = `${origin}${localePath(localeOf(matches), path)}`;
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale.code,
      href: `${origin}${localePath(locale, path)}`,
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${origin}${localePath(DEFAULT_LOCALE, path)}`,
    },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image)
    tags.push({
      property: "og:image",
      content: image.startsWith("/") ? `${origin}${image}` : image,
    });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site's origin as the root loader saw it. */
export function originOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: string }
    | undefined;
  return root?.origin ?? "";
}

/** A JSON-LD block; `<` is escaped so no text can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
