import { Link } from "react-router";
import type { HomePost } from "./home-data.ts";

/** "Career Advice & News": the newest posts, each card one link to the post. */
export function BlogCards({ posts }: { posts: HomePost[] }) {
  return (
    <section aria-labelledby="home-blog" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-blog" className="text-3xl font-bold tracking-tight">
          Career Advice &amp; News
        </h2>
        <Link
          to="/blog"
          className="rounded-full border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          View All Blogs
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-8 text-muted">New articles are on their way. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.slug}
              data-testid="blog-card"
              className="relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm hover:shadow-md"
            >
              {post.coverImageUrl ? (
                <img
                  src={post.coverImageUrl}
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  className="aspect-[1200/630] w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold leading-snug">
                  <Link
                    to={`/blog/${post.slug}`}
                    className="text-ink after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-medium text-brand-700">By {post.author}</p>
                <p className="mt-3 text-muted">{post.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
