import { Card, CardImage, CardTitle } from "../card.tsx";
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
      {posts.length === 0 ? (
        <p className="mt-8 text-muted">New articles are on their way. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <Card
              as="li"
              key={post.slug}
              data-testid="blog-card"
              className="hover:shadow-md"
              media={<CardImage shape="cover" src={post.coverImageUrl} lazy />}
            >
              <CardTitle to={`/blog/${post.slug}`} className="leading-snug">
                {post.title}
              </CardTitle>
              <p className="text-sm font-medium text-brand-700">By {post.author}</p>
              <p className="mt-1 text-muted">{post.description}</p>
            </Card>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
