import { CardImage, CardTitle } from "../card.tsx";
import { HomeCards } from "./home-cards.tsx";
import type { HomePost } from "./home-data.ts";
import { HomeSection } from "./section-heading.tsx";

/** "Career Advice & News": the newest posts, each card one link to the post. */
export function BlogCards({ posts }: { posts: HomePost[] }) {
  return (
    <HomeSection
      id="home-blog"
      title={<>Career Advice &amp; News</>}
      viewAll={{ to: "/blog", label: "View All Blogs" }}
    >
      <HomeCards
        items={posts}
        keyOf={(post) => post.slug}
        testId="blog-card"
        media={(post) => <CardImage shape="cover" src={post.coverImageUrl} lazy />}
        empty={<p className="mt-8 text-muted">New articles are on their way. Check back soon.</p>}
      >
        {(post) => (
          <>
            <CardTitle to={`/blog/${post.slug}`} className="leading-snug">
              {post.title}
            </CardTitle>
            <p className="text-sm font-medium text-brand-700">By {post.author}</p>
            <p className="mt-1 text-muted">{post.description}</p>
          </>
        )}
      </HomeCards>
    </HomeSection>
  );
}
