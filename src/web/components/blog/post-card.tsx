import { useLingui } from "@lingui/react/macro";
import type { BlogPost } from "#shared/schemas/blogs.ts";
import { Link } from "../../i18n/link.tsx";
import { listHref } from "../../lib/list-href.ts";
import { Card, CardImage } from "../card.tsx";
import { formatPostDate, tagKey, tagLabel } from "./post-meta.ts";

export type PostCardData = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "author"
  | "excerpt"
  | "coverImageUrl"
  | "tags"
  | "publishedAt"
  | "language"
> & { date: string | null };

/** What a card needs, with the date written in the page's language `code` (loader side). */
export function toPostCard(post: BlogPost, code: string): PostCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    author: post.author,
    excerpt: post.excerpt,
    coverImageUrl: post.coverImageUrl,
    tags: post.tags,
    publishedAt: post.publishedAt,
    language: post.language,
    date: formatPostDate(code, post.publishedAt),
  };
}

export function TagLinks({ tags, active }: { tags: string[]; active?: string }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={listHref("/blog", { tag: tagKey(tag) })}
            aria-current={active === tagKey(tag) ? "true" : undefined}
            className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 hover:underline"
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PostCard({
  post,
  lazy,
  activeTag,
}: {
  post: PostCardData;
  lazy: boolean;
  activeTag?: string;
}) {
  return (
    <Card
      data-testid="post-card"
      media={<CardImage shape="cover" src={post.coverImageUrl} lazy={lazy} />}
    >
      <h2 className="text-lg font-semibold leading-snug">
        <Link
          to={`/blog/${post.slug}`}
          lang={post.language}
          className="text-brand-700 hover:underline"
        >
          {post.title}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        {post.author ? <span>{post.author}</span> : null}
        {post.author && post.date ? <span aria-hidden="true"> · </span> : null}
        {post.date && post.publishedAt ? (
          <time dateTime={post.publishedAt}>{post.date}</time>
        ) : null}
      </p>
      {post.excerpt ? (
        <p lang={post.language} className="flex-1 text-sm">
          {post.excerpt}
        </p>
      ) : null}
      <TagLinks tags={post.tags} active={activeTag} />
    </Card>
  );
}
