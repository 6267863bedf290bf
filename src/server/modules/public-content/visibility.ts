import { sql } from "drizzle-orm";
import { companies, jobs } from "../../db/schema/index.ts";

/**
 * What the public may see: published, already live, not expired, at a published company.
 * One definition for lists, detail pages, counts, the sitemap and search.
 *
 * Two terms say what the others imply, for the planner:
 * - A live job appeared at or before now (`coalesce(published_at, created_at)`, the expression
 *   of the newest-first index), so a walk of that index starts at now instead of wading through
 *   the jobs scheduled for later.
 * - Its company is not among the few unpublished ones (ids are never null): one small list,
 *   read once per statement, where a per-row test of the company cost each search about 2 ms.
 */
export const publicJobCondition = sql`(${jobs.status} = 'published'
  and (${jobs.publishedAt} is null or ${jobs.publishedAt} <= now())
  and coalesce(${jobs.publishedAt}, ${jobs.createdAt}) <= now()
  and (${jobs.expiresAt} is null or ${jobs.expiresAt} > now())
  and ${jobs.companyId} not in (select c.id from ${companies} c where not c.published))`;
