import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

/** Figures and to-do lists about jobs for the admin dashboard. */
export function createJobStats(db: Database) {
  return {
    async summary(expiringWithinDays: number) {
      const [counts, expiring, drafts, weekly] = await Promise.all([
        db
          .select({
            published: sql<number>`count(*) filter (where ${publicJobCondition})::int`,
            drafts: sql<number>`count(*) filter (where ${jobs.status} = 'draft')::int`,
          })
          .from(jobs),
        db
          .select({
            id: jobs.id,
            title: jobs.title,
            company: companies.name,
            expiresAt: jobs.expiresAt,
          })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(
            and(
              publicJobCondition,
              sql`${jobs.expiresAt} <= now() + make_interval(days => ${expiringWithinDays})`,
            ),
          )
          .orderBy(asc(jobs.expiresAt))
          .limit(10),
        db
          .select({
            id: jobs.id,
            title: jobs.title,
            company: companies.name,
            updatedAt: jobs.updatedAt,
          })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(eq(jobs.status, "draft"))
          .orderBy(desc(jobs.updatedAt))
          .limit(5),
        // Every one of the last 12 weeks (this one and 11 before), even weeks with nothing published.
        db.execute<{ week: string; published: number }>(sql`
          select to_char(week, 'YYYY-MM-DD') as week, count(${jobs.id})::int as published
          from generate_series(date_trunc('week', now()) - interval '11 weeks',
                               date_trunc('week', now()), interval '1 week') as week
          left join ${jobs} on date_trunc('week', ${jobs.publishedAt}) = week and ${jobs.status} <> 'draft'
          group by week order by week`),
      ]);
      return {
        published: counts[0]?.published ?? 0,
        drafts: counts[0]?.drafts ?? 0,
        expiringSoon: expiring.map((job) => ({ ...job, expiresAt: isoOrNull(job.expiresAt) })),
        recentDrafts: drafts.map((job) => ({ ...job, updatedAt: iso(job.updatedAt) })),
        publishedPerWeek: weekly.rows.map((row) => ({
          week: row.week,
          published: Number(row.published),
        })),
      };
    },
  };
}
