import type { BlogPost } from "#shared/schemas/blogs.ts";
import {
  dateColumn,
  statusColumn,
  statusFilter,
  titleColumn,
  updatedColumn,
} from "../../../features/admin/columns.tsx";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { BLOG_POSTS } from "../../../features/admin/resources.ts";

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "—");

/** Published with a future date: saved as published but not on the site yet. */
const isScheduled = (post: BlogPost) =>
  post.status === "published" &&
  post.publishedAt !== null &&
  new Date(post.publishedAt) > new Date();

export default function AdminBlogs() {
  return (
    <ResourceList<BlogPost>
      title="Blog posts"
      {...BLOG_POSTS}
      describe={(post) => post.title}
      filters={[
        statusFilter([
          { value: "draft", label: "Draft" },
          { value: "published", label: "Published" },
        ]),
      ]}
      columns={[
        titleColumn((post) => (
          <span className="block min-w-48">
            <span className="block font-semibold">{post.title}</span>
            {post.author ? <span className="block">by {post.author}</span> : null}
            <span className="block text-xs text-muted">/blog/{post.slug}</span>
          </span>
        )),
        statusColumn((post) => (isScheduled(post) ? "scheduled" : post.status)),
        dateColumn("Published", (post) => date(post.publishedAt), "publishedAt"),
        {
          label: "Tags",
          render: (post) =>
            post.tags.length > 0 ? (
              <ul className="flex min-w-32 flex-wrap gap-1">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            ),
        },
        updatedColumn(date),
      ]}
    />
  );
}
