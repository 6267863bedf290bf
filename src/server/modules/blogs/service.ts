import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { type BlogPost, type BlogPostInput, blogPostInput } from "#shared/schemas/blogs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { resolveSlug } from "../../lib/unique-slug.ts";
import {
  blankToNull,
  dateOrNull,
  iso,
  isoOrNull,
  isUuid,
  likePattern,
  pageWindow,
} from "../../lib/values.ts";

type PostRow = typeof blogPosts.$inferSelect;
type ListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  tag?: string;
  status?: "draft" | "published";
  sort?: string;
};

const isPublic = sql`(${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= now())`;
const SORTS: Record<string, SQL> = {
  publishedAt: sql`${blogPosts.publishedAt} asc nulls last`,
  "-publishedAt": sql`${blogPosts.publishedAt} desc nulls first`,
  title: asc(blogPosts.title),
  "-title": desc(blogPosts.title),
  updatedAt: asc(blogPosts.updatedAt),
  "-updatedAt": desc(blogPosts.updatedAt),
};

function presentPost(row: PostRow): BlogPost {
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
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toRow(input: BlogPostInput, previousPublishedAt: Date | null) {
  const post = blogPostInput.parse(input);
  return {
    title: post.title,
    author: post.author,
    excerpt: blankToNull(post.excerpt),
    body: post.body,
    coverImageUrl: blankToNull(post.coverImageUrl),
    tags: [...new Set(post.tags.map((tag) => tag.toLowerCase()))],
    status: post.status,
    publishedAt:
      dateOrNull(post.publishedAt) ??
      previousPublishedAt ??
      (post.status === "published" ? new Date() : null),
  };
}

export function createBlogService(db: Database) {
  async function list(
    query: ListQuery,
    conditions: SQL[],
    defaultSort: SQL,
  ): Promise<Paginated<BlogPost>> {
    if (query.q) conditions.push(ilike(blogPosts.title, likePattern(query.q)));
    if (query.tag)
      conditions.push(sql`${blogPosts.tags} @> array[${query.tag.toLowerCase()}]::text[]`);
    if (query.status) conditions.push(eq(blogPosts.status, query.status));
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy((query.sort && SORTS[query.sort]) || defaultSort, asc(blogPosts.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(blogPosts).where(where),
    ]);
    return {
      items: rows.map(presentPost),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.value ?? 0,
    };
  }

  async function findOne(condition: SQL | undefined): Promise<BlogPost> {
    const [row] = await db.select().from(blogPosts).where(condition).limit(1);
    if (!row) throw notFound("Blog post");
    return presentPost(row);
  }

  return {
    listPublic: (query: ListQuery) =>
      list({ ...query, status: undefined }, [isPublic], desc(blogPosts.publishedAt)),
    listAdmin: (query: ListQuery) => list(query, [], desc(blogPosts.updatedAt)),
    getPublic: (idOrSlug: string) =>
      findOne(
        and(
          isUuid(idOrSlug)
            ? eq(blogPosts.id, idOrSlug)
            : eq(blogPosts.slug, idOrSlug.toLowerCase()),
          isPublic,
        ),
      ),
    get: (id: string) => findOne(eq(blogPosts.id, id)),

    async create(input: BlogPostInput): Promise<BlogPost> {
      const row = toRow(input, null);
      const slug = await resolveSlug(db, blogPosts, blankToNull(input.slug), row.title);
      const [created] = await db
        .insert(blogPosts)
        .values({ ...row, slug })
        .returning();
      return presentPost(created!);
    },

    async update(id: string, input: BlogPostInput): Promise<BlogPost> {
      const current = await this.get(id);
      const row = toRow(input, dateOrNull(current.publishedAt));
      const slug = await resolveSlug(
        db,
        blogPosts,
        blankToNull(input.slug) ?? current.slug,
        row.title,
        id,
      );
      const [updated] = await db
        .update(blogPosts)
        .set({ ...row, slug, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return presentPost(updated!);
    },

    /** Publish (dated now unless dated already) or take back to draft; already so: untouched. */
    async setPublished(id: string, published: boolean): Promise<BlogPost> {
      const current = await this.get(id);
      const status = published ? "published" : "draft";
      if (current.status === status) return current;
      const [row] = await db
        .update(blogPosts)
        .set({
          status,
          // As a save does: the first publication dates the post; a later one keeps its date.
          ...(published ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!row) throw notFound("Blog post");
      return presentPost(row);
    },

    async remove(id: string): Promise<void> {
      const deleted = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      if (deleted.length === 0) throw notFound("Blog post");
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
