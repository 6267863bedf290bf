import { Link, redirect } from "react-router";
import { slugSchema } from "../../../shared/schemas/common.ts";
import { TagLinks } from "../../components/blog/post-card.tsx";
import { postJsonLd } from "../../components/blog/post-json-ld.ts";
import { formatPostDate, readingTime } from "../../components/blog/post-meta.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { notFoundPage, rethrowNotFound } from "../../components/static/not-found.ts";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/blog-post.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, description } = loaderData;
  return pageMeta({
    title: post.title,
    description,
    origin: originOf(matches),
    path: `/blog/${post.slug}`,
    image: post.coverImageUrl,
    type: "article",
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  // Public addresses use the slug; anything that cannot be one is not a post.
  const slug = slugSchema.safeParse(params.slug.toLowerCase());
  if (!slug.success) notFoundPage();
  const post = await services.blogs.getPublic(slug.data).catch(rethrowNotFound);
  // An id or a differently cased address still finds the post; send readers to its one address.
  if (params.slug !== post.slug) throw redirect(`/blog/${post.slug}`, 301);
  const text = await services.markdown.toText(post.body);
  const description =
    post.excerpt || (text.length > 160 ? `${text.slice(0, 159).replace(/\s+\S*$/, "")}…` : text);
  // Loader data is written into the page for hydration: the body goes there once, as HTML.
  const { body, ...shownPost } = post;
  return {
    post: shownPost,
    description,
    html: await services.markdown.toHtml(body),
    date: formatPostDate(post.publishedAt),
    readingTime: readingTime(text),
    jsonLd: postJsonLd(post, origin, description),
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, date, readingTime: minutes, jsonLd } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <p>
        <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>All posts
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-2 text-muted">
        {post.author ? (
          <span>
            By <span className="font-semibold text-ink">{post.author}</span>
          </span>
        ) : null}
        {date && post.publishedAt ? (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{date}</time>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span data-testid="reading-time">{minutes}</span>
      </p>
      <div className="mt-4">
        <TagLinks tags={post.tags} />
      </div>
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          // The largest thing on the page: React preloads it at high priority from the <head>.
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] h-auto w-full rounded-lg object-cover"
        />
      ) : null}
      <Markdown html={html} className="mt-8 text-lg" />
      <p className="mt-12 border-t border-gray-200 pt-6">
        <Link to="/blog" className="font-semibold text-brand-700 underline">
          Read more career advice
        </Link>
      </p>
    </article>
  );
}
