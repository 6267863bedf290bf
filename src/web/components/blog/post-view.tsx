import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BlogPost } from "#shared/schemas/blogs.ts";
import { Link } from "../../i18n/link.tsx";
import { BackLink } from "../back-link.tsx";
import { CardImage } from "../card.tsx";
import { Markdown } from "../markdown.tsx";
import { TagLinks } from "./post-card.tsx";

export type PostViewData = {
  /** The post without its Markdown: the page gets the body once, as HTML. */
  post: Omit<BlogPost, "body">;
  html: string;
  /** formatPostDate of its publication, null for none. */
  date: string | null;
  /** readingMinutes of its text. */
  readingTime: number;
};

/** A blog post's public page: the post page renders it, and so does the admin preview. */
export function PostView({ post, html, date, readingTime: minutes }: PostViewData) {
  const { t } = useLingui();
  const author = post.author;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to="/blog" label={t`All posts`} />
      <h1 lang={post.language} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-4 flex flex-wrap gap-x-2 text-muted">
        {author ? (
          <span>
            <Trans comment="A blog post's author">
              By <span className="font-semibold text-ink">{author}</span>
            </Trans>
          </span>
        ) : null}
        {date && post.publishedAt ? (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{date}</time>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span data-testid="reading-time">
          <Plural value={minutes} one="# min read" other="# min read" />
        </span>
      </p>
      <div className="mt-4">
        <TagLinks tags={post.tags} />
      </div>
      <CardImage
        shape="cover"
        src={post.coverImageUrl}
        lazy={false}
        priority
        className="mt-8 rounded-lg"
      />
      <Markdown html={html} lang={post.language} className="mt-8 text-lg" />
      <p className="mt-12 border-t border-gray-200 pt-6">
        <Link to="/blog" className="font-semibold text-brand-700 underline">
          <Trans>Read more career advice</Trans>
        </Link>
      </p>
    </article>
  );
}
