import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, companies, events, jobs } from "../../db/schema/index.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

export type SitemapEntry = { path: string; lastModified: string };
export type SitemapEntries = {
  jobs: SitemapEntry[];
  companies: SitemapEntry[];
  events: SitemapEntry[];
  posts: SitemapEntry[];
};

// One sitemap file may list at most 50,000 URLs. These caps (newest first) keep the total,
// with the dozen fixed pages, under it; past that a sitemap index would be the next step.
export const SITEMAP_LIMITS = { jobs: 30_000, companies: 5_000, events: 5_000, posts: 9_000 };

/**
 * Every public page a search engine should know about, with its last change. Only what the
 * public can open: the same visibility rules as the lists and detail pages, never drafts.
 */
export function createSitemapService(db: Database) {
  return {
    async entries(): Promise<SitemapEntries> {
      const [jobRows, companyRows, eventRows, postRows] = await Promise.all([
        db
          .select({ id: jobs.id, updatedAt: jobs.updatedAt })
          .from(jobs)
          .where(publicJobCondition)
          .orderBy(desc(jobs.updatedAt))
          .limit(SITEMAP_LIMITS.jobs),
        db
          .select({ slug: companies.slug, updatedAt: companies.updatedAt })
          .from(companies)
          .where(eq(companies.published, true))
          .orderBy(desc(companies.updatedAt))
          .limit(SITEMAP_LIMITS.companies),
        db
          .select({ id: events.id, updatedAt: events.updatedAt })
          .from(events)
          .where(ne(events.status, "draft"))
          .orderBy(desc(events.updatedAt))
          .limit(SITEMAP_LIMITS.events),
        db
          .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(and(eq(blogPosts.status, "published"), sql`${blogPosts.publishedAt} <= now()`))
          .orderBy(desc(blogPosts.updatedAt))
          .limit(SITEMAP_LIMITS.posts),
      ]);
      return {
        jobs: jobRows.map((row) => ({
          path: `/jobs/${row.id}`,
          lastModified: row.updatedAt.toISOString(),
        })),
        companies: companyRows.map((row) => ({
          path: `/companies/${row.slug}`,
          lastModified: row.updatedAt.toISOString(),
        })),
        events: eventRows.map((row) => ({
          path: `/events/${row.id}`,
          lastModified: row.updatedAt.toISOString(),
        })),
        posts: postRows.map((row) => ({
          path: `/blog/${row.slug}`,
          lastModified: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
