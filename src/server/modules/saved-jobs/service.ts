import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { SAVED_JOBS_MAX } from "#shared/constants.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { SavedJob } from "#shared/schemas/saved-jobs.ts";
import type { Db } from "../../db/client.ts";
import { companies, jobs, savedJobs } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/values.ts";
import { forPublic, jobSelection, presentJob } from "../jobs/presenter.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

const mine = (member: CurrentUser) => eq(savedJobs.userId, member.id);
/** A job off the site whose words are still those it was public with. */
const asLastPublic = and(
  inArray(jobs.status, ["published", "closed"]),
  isNull(jobs.reviewRequestedAt),
  isNull(jobs.takedownReason),
);

/** A member's saved jobs: every query is scoped to her own. */
export function createSavedJobService(db: Db) {
  return {
    /**
     * Saves a job the public can see (saving it again changes nothing). 404 for any other job,
     * 409 once she keeps SAVED_JOBS_MAX.
     */
    async save(member: CurrentUser, jobId: string): Promise<void> {
      const [visible] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), publicJobCondition))
        .limit(1);
      if (!visible) throw notFound("Job");
      // One statement: the count and the insert see the same rows.
      const inserted = await db.execute(sql`
        insert into ${savedJobs} (user_id, job_id)
        select ${member.id}, ${jobId}
        where (select count(*) from ${savedJobs} where user_id = ${member.id}) < ${SAVED_JOBS_MAX}
        on conflict do nothing`);
      if (inserted.rowCount === 0 && !(await this.isSaved(member, jobId))) {
        throw new HttpError(
          409,
          "SAVED_JOBS_FULL",
          `You can keep ${SAVED_JOBS_MAX} saved jobs: remove some you no longer need first`,
        );
      }
    },

    async unsave(member: CurrentUser, jobId: string): Promise<void> {
      await db.delete(savedJobs).where(and(mine(member), eq(savedJobs.jobId, jobId)));
    },

    async isSaved(member: CurrentUser, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(mine(member), eq(savedJobs.jobId, jobId)))
        .limit(1);
      return row !== undefined;
    },

    /** Which of `jobIds` she saved: the marks on a page of job cards. */
    async savedAmong(member: CurrentUser, jobIds: readonly string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(mine(member), inArray(savedJobs.jobId, [...jobIds])));
      return new Set(rows.map((row) => row.jobId));
    },

    /**
     * Every job she saved, the latest first, each as it is now: open, or no longer (closed or
     * expired, as it last was on the site). A job back in draft, waiting for review or taken down
     * is left out until it is public again: its words now may be ones no one has checked.
     */
    async list(member: CurrentUser): Promise<SavedJob[]> {
      const rows = await db
        .select({
          ...jobSelection,
          savedAt: savedJobs.createdAt,
          open: sql<boolean>`${publicJobCondition}`,
        })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(mine(member), or(publicJobCondition, asLastPublic)))
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
      return rows.map(({ savedAt, open, ...job }) => ({
        job: forPublic(presentJob(job)),
        savedAt: iso(savedAt),
        open,
      }));
    },
  };
}
export type SavedJobService = ReturnType<typeof createSavedJobService>;
