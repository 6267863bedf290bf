import { Link } from "react-router";
import { Card, CardImage } from "../card.tsx";
import type { HomePost } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

/** "Career Advice & News": the newest posts, each card one link to the post. */
export function BlogCards({ posts }: { posts: HomePost[] }) {
  return (
    <section aria-labelledby="home-blog" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="home-blog"
        title={<>Career Advice &amp; News</>}
        viewAll={{ to: "/blog", label: "View All Blogs" }}
      />
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
              <h3 className="text-lg font-semibold leading-snug">
                <Link
                  to={`/blog/${post.slug}`}
                  className="text-ink after:absolute after:inset-0 hover:text-brand-700"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="text-sm font-medium text-brand-700">By {post.author}</p>
              <p className="mt-1 text-muted">{post.description}</p>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
