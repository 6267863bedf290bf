import { sql } from "drizzle-orm";
import { companies, jobs } from "../../db/schema/index.ts";

/**
 * What the public may see: published, already live, not expired, at a published company.
 * One definition for lists, detail pages, counts, the sitemap and search.
 */
export const publicJobCondition = sql`(${jobs.status} = 'published'
  and (${jobs.publishedAt} is null or ${jobs.publishedAt} <= now())
  and (${jobs.expiresAt} is null or ${jobs.expiresAt} > now())
  and exists (select 1 from ${companies} c where c.id = ${jobs.companyId} and c.published))`;
