import type { BlogPost } from "#shared/schemas/blogs.ts";
import type { blogPosts } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";

export function presentPost(row: typeof blogPosts.$inferSelect): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    excerpt: row.excerpt,
    body: row.body,
    coverImageUrl: row.coverImageUrl,
    tags: row.tags,
    status: row.status,
    language: row.language,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
