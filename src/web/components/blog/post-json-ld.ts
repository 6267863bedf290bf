import type { BlogPost } from "#shared/schemas/blogs.ts";
import { SITE_NAME } from "#shared/site.ts";
import { absoluteUrl } from "../events/event-json-ld.ts";

/**
 * schema.org BlogPosting: headline, dates, author and publisher for search results. `url` is the
 * post's page in the language it is read in (its canonical address).
 */
export function postJsonLd(post: BlogPost, origin: string, description: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    ...(post.coverImageUrl ? { image: [absoluteUrl(origin, post.coverImageUrl)] } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      url: origin,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
  };
}
