import { and, asc, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type BlogPost, type BlogPostInput, blogPostInput } from "#shared/schemas/blogs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Db } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { isSlugTaken, resolveSlug } from "../../lib/unique-slug.ts";
import { blankToNull, dateOrNull, isUuid, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import { presentPost } from "./presenter.ts";

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
    language: post.language,
    publishedAt:
      dateOrNull(post.publishedAt) ??
      previousPublishedAt ??
      (post.status === "published" ? new Date() : null),
  };
}

/** Every write runs in one transaction with its audit record. */
export function createBlogService(db: Db, { audit }: { audit: AuditService }) {
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
    const rows = db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy((query.sort && SORTS[query.sort]) || defaultSort, asc(blogPosts.id))
      .$dynamic();
    return selectPage(query, rows, db.$count(blogPosts, where), presentPost);
  }

  async function findOne(q: Db, condition: SQL | undefined): Promise<BlogPost> {
    const [row] = await q.select().from(blogPosts).where(condition).limit(1);
    if (!row) throw notFound("Blog post");
    return presentPost(row);
  }

  const writes = auditedWrites(db, audit, "blog", (tx, id) => findOne(tx, eq(blogPosts.id, id)));

  /** Writes `changes` over the post `id` and answers it as saved. */
  async function saved(tx: Db, id: string, changes: PgUpdateSetSource<typeof blogPosts>) {
    const [row] = await tx
      .update(blogPosts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    return presentPost(row!);
  }

  return {
    listPublic: (query: ListQuery) =>
      list({ ...query, status: undefined }, [isPublic], desc(blogPosts.publishedAt)),
    listAdmin: (query: ListQuery) => list(query, [], desc(blogPosts.updatedAt)),
    getPublic: (idOrSlug: string) =>
      findOne(
        db,
        and(
          isUuid(idOrSlug)
            ? eq(blogPosts.id, idOrSlug)
            : eq(blogPosts.slug, idOrSlug.toLowerCase()),
          isPublic,
        ),
      ),
    get: (id: string) => findOne(db, eq(blogPosts.id, id)),

    create: (actor: Actor, input: BlogPostInput): Promise<BlogPost> =>
      writes.create(actor, async (tx) => {
        const row = toRow(input, null);
        const slug = await resolveSlug(tx, blogPosts, blankToNull(input.slug), row.title);
        const [created] = await tx
          .insert(blogPosts)
          .values({ ...row, slug })
          .returning();
        return presentPost(created!);
      }),

    update: (actor: Actor, id: string, input: BlogPostInput): Promise<BlogPost> =>
      writes.change(actor, "update", id, async (tx, before) => {
        const row = toRow(input, dateOrNull(before.publishedAt));
        const given = blankToNull(input.slug) ?? before.slug;
        const slug = await resolveSlug(tx, blogPosts, given, row.title, id);
        return saved(tx, id, { ...row, slug });
      }),

    /** Publish (dated now unless dated already) or take back to draft; already so: untouched. */
    setPublished: (actor: Actor, id: string, published: boolean): Promise<BlogPost> =>
      writes.change(actor, published ? "publish" : "unpublish", id, async (tx, before) => {
        const status = published ? "published" : "draft";
        if (before.status === status) return before;
        return saved(tx, id, {
          status,
          // As a save does: the first publication dates the post; a later one keeps its date.
          ...(published ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        });
      }),

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(blogPosts).where(eq(blogPosts.id, id))),

    /** Whether no other post than `exceptId` has this slug yet. */
    async isSlugFree(slug: string, exceptId?: string): Promise<boolean> {
      return !(await isSlugTaken(db, blogPosts, slug, exceptId));
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
