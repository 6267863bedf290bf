import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, files, jobs } from "../../db/schema/index.ts";
import type { CvService } from "../cvs/service.ts";

/**
 * Applications are kept for `months` after their job stops taking them (closed, or expired),
 * then deleted with their notes; a CV she had already removed from her list goes with the last
 * application holding it (one still on her list stays hers). Safe to run twice.
 */
export function createApplicationRetention(db: Db, deps: { cvs: CvService; months: number }) {
  return {
    months: deps.months,

    async purgeExpired(now = new Date()): Promise<{ applications: number; files: number }> {
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - deps.months);
      const ended = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(lt(jobs.closedAt, cutoff), lt(jobs.expiresAt, cutoff)));
      const purged = await db
        .delete(applications)
        .where(sql`${applications.jobId} in (${ended})`)
        .returning({ cvFileId: applications.cvFileId });
      const unheld = await db
        .select()
        .from(files)
        .where(
          and(
            isNotNull(files.removedAt),
            eq(files.kind, "cv"),
            sql`not exists (select 1 from ${applications} a where a.cv_file_id = ${files.id})`,
          ),
        );
      await deps.cvs.purgeIfUnheld(unheld);
      return { applications: purged.length, files: unheld.length };
    },
  };
}
export type ApplicationRetention = ReturnType<typeof createApplicationRetention>;
