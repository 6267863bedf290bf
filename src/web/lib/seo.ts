import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#shared/site.ts";

type PageMeta = {
  title: string;
  description: string;
  /** Absolute origin of the site, from the root loader (see originOf). */
  origin: string;
  path: string;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags: every public page has them. */
export function pageMeta({
  title,
  description,
  origin,
  path,
  image,
  type = "website",
  noindex,
}: PageMeta): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
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
export function originOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: string }
    | undefined;
  return root?.origin ?? "";
}

/** A JSON-LD block; `<` is escaped so no text can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
