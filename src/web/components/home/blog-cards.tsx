import { Trans, useLingui } from "@lingui/react/macro";
import { CardImage, CardTitle } from "../card.tsx";
import { HomeCards } from "./home-cards.tsx";
import type { HomePost } from "./home-data.ts";
import { HomeSection } from "./section-heading.tsx";

/** "Career Advice & News": the newest posts, each card one link to the post. */
export function BlogCards({ posts }: { posts: HomePost[] }) {
  const { t } = useLingui();
  return (
    <HomeSection
      id="home-blog"
      title={<Trans>Career Advice &amp; News</Trans>}
      viewAll={{ to: "/blog", label: t`View All Blogs` }}
    >
      <HomeCards
        items={posts}
        keyOf={(post) => post.slug}
        testId="blog-card"
        media={(post) => <CardImage shape="cover" src={post.coverImageUrl} lazy />}
        empty={
          <p className="mt-8 text-muted">
            <Trans>New articles are on their way. Check back soon.</Trans>
          </p>
        }
      >
        {({ author, ...post }) => (
          <>
            <CardTitle to={`/blog/${post.slug}`} className="leading-snug">
              <span lang={post.language}>{post.title}</span>
            </CardTitle>
            <p className="text-sm font-medium text-brand-700">
              <Trans>By {author}</Trans>
            </p>
            <p lang={post.language} className="mt-1 text-muted">
              {post.description}
            </p>
          </>
        )}
      </HomeCards>
    </HomeSection>
  );
}
