import { sql } from "drizzle-orm";
import { companies, jobs } from "../../db/schema/index.ts";

/**
 * What the public may see: published, already live, not expired, at a published company.
 * One definition for lists, detail pages, counts, the sitemap and search.
 *
 * The company test asks whether it is among the few unpublished ones (ids are never null): one
 * small list, read once per statement, where a per-row test of the company cost each search
 * about 2 ms and the count of public jobs at a million twice as long.
 */
export const publicJobCondition = sql`(${jobs.status} = 'published'
  and (${jobs.publishedAt} is null or ${jobs.publishedAt} <= now())
  and (${jobs.expiresAt} is null or ${jobs.expiresAt} > now())
  and ${jobs.companyId} not in (select c.id from ${companies} c where not c.published))`;
