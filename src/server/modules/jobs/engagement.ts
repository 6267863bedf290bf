import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobApplyClicks, jobs, jobViews } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

/**
 * How a public job is doing, for its employer: its page opened, its apply link followed (a job
 * applied to elsewhere), each counted per day in one upsert. A job not on the site is not
 * counted (404), so the counters cannot be filled for drafts or by guessing ids.
 */
export function createJobEngagement(db: Db) {
  return {
    async countView(jobId: string): Promise<void> {
      const counted = await db.execute(sql`
        insert into ${jobViews} (job_id, day, views)
        select ${jobs.id}, current_date, 1 from ${jobs}
        where ${jobs.id} = ${jobId} and ${publicJobCondition}
        on conflict (job_id, day) do update set views = ${jobViews.views} + 1`);
      if (counted.rowCount === 0) throw notFound("Job");
    },

    async countApplyClick(jobId: string): Promise<void> {
      const counted = await db.execute(sql`
        insert into ${jobApplyClicks} (job_id, day, clicks)
        select ${jobs.id}, current_date, 1 from ${jobs}
        where ${jobs.id} = ${jobId} and ${jobs.applyMethod} <> 'onsite' and ${publicJobCondition}
        on conflict (job_id, day) do update set clicks = ${jobApplyClicks.clicks} + 1`);
      if (counted.rowCount === 0) throw notFound("Job");
    },
  };
}
export type JobEngagement = ReturnType<typeof createJobEngagement>;
