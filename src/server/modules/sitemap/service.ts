import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
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

// One sitemap file (one per interface language) may list at most 50,000 URLs and 50 MB; each
// entry names the page in all six languages, about 900 bytes. These caps (newest first) keep a
// file near 30 MB at most.
export const SITEMAP_LIMITS = { jobs: 20_000, companies: 3_000, events: 3_000, posts: 6_000 };

type Dated = PgTable & { updatedAt: AnyPgColumn<{ data: Date; notNull: true }> };

const publishedCompany = eq(companies.published, true);
const publicEvent = ne(events.status, "draft");
const publicPost = and(eq(blogPosts.status, "published"), sql`${blogPosts.publishedAt} <= now()`);

/**
 * Every public page a search engine should know about, with its last change. Only what the
 * public can open: the same visibility rules as the lists and detail pages, never drafts.
 */
export function createSitemapService(db: Database) {
  /** The newest `limit` pages under `path` of what `visible` lets the public open, named by `key`. */
  async function newest(
    path: string,
    table: Dated,
    key: AnyPgColumn,
    visible: SQL | undefined,
    limit: number,
  ): Promise<SitemapEntry[]> {
    const rows = await db
      .select({ key, updatedAt: table.updatedAt })
      .from(table)
      .where(visible)
      .orderBy(desc(table.updatedAt))
      .limit(limit);
    return rows.map((row) => ({
      path: `${path}/${row.key}`,
      lastModified: row.updatedAt.toISOString(),
    }));
  }

  return {
    async entries(): Promise<SitemapEntries> {
      const [jobPages, companyPages, eventPages, postPages] = await Promise.all([
        newest("/jobs", jobs, jobs.id, publicJobCondition, SITEMAP_LIMITS.jobs),
        newest("/companies", companies, companies.slug, publishedCompany, SITEMAP_LIMITS.companies),
        newest("/events", events, events.id, publicEvent, SITEMAP_LIMITS.events),
        newest("/blog", blogPosts, blogPosts.slug, publicPost, SITEMAP_LIMITS.posts),
      ]);
      return { jobs: jobPages, companies: companyPages, events: eventPages, posts: postPages };
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
