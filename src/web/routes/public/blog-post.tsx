import { redirect } from "react-router";
import { localePath, splitLocalePath } from "#shared/locales.ts";
import { slugSchema } from "#shared/schemas/common.ts";
import { postJsonLd } from "../../components/blog/post-json-ld.ts";
import { formatPostDate, readingMinutes } from "../../components/blog/post-meta.ts";
import { PostView } from "../../components/blog/post-view.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { requestContext } from "../../lib/context.ts";
import { notFoundPage, rethrowNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/blog-post.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, description } = loaderData;
  return pageMeta({
    title: post.title,
    description,
    matches,
    path: `/blog/${post.slug}`,
    image: post.coverImageUrl,
    type: "article",
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { locale } = splitLocalePath(url.pathname);
  // Public addresses use the slug; anything that cannot be one is not a post.
  const slug = slugSchema.safeParse(params.slug.toLowerCase());
  if (!slug.success) notFoundPage();
  const post = await services.blogs.getPublic(slug.data).catch(rethrowNotFound);
  // An id or a differently cased address still finds the post; send readers to its one address.
  if (params.slug !== post.slug) throw redirect(localePath(locale, `/blog/${post.slug}`), 301);
  const text = await services.markdown.toText(post.body);
  const description =
    post.excerpt || (text.length > 160 ? `${text.slice(0, 159).replace(/\s+\S*$/, "")}…` : text);
  // Loader data is written into the page for hydration: the body goes there once, as HTML.
  const { body, ...shownPost } = post;
  return {
    post: shownPost,
    description,
    html: await services.markdown.toHtml(body),
    date: formatPostDate(locale.code, post.publishedAt),
    readingTime: readingMinutes(text),
    jsonLd: postJsonLd(
      post,
      origin,
      description,
      `${origin}${localePath(locale, `/blog/${post.slug}`)}`,
    ),
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PostView {...loaderData} />
    </>
  );
}
