import { and, eq, inArray, isNotNull, lt, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, auditLog, files, jobs } from "../../db/schema/index.ts";
import type { CvService } from "../cvs/service.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

/**
 * Applications are kept for `months` after their job stops taking them (closed, expired or
 * otherwise off the site), then deleted with their notes and audit history; a CV she had
 * already removed from her list goes with the last application holding it (one still on her
 * list stays hers). Safe to run twice.
 */
export function createApplicationRetention(db: Db, deps: { cvs: CvService; months: number }) {
  return {
    months: deps.months,

    async purgeExpired(now = new Date()): Promise<{ applications: number; files: number }> {
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - deps.months);
      // Off the site (closed, expired, back to draft, its company hidden) since before the
      // cutoff: when it closed, else the later of its expiry and its last change.
      const ended = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            not(publicJobCondition),
            lt(
              sql`coalesce(${jobs.closedAt}, greatest(${jobs.expiresAt}, ${jobs.updatedAt}))`,
              cutoff,
            ),
          ),
        );
      const purged = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(applications)
          .where(sql`${applications.jobId} in (${ended})`)
          .returning({ id: applications.id });
        // Their history goes too: the audit log names who applied.
        if (rows.length > 0) {
          await tx.delete(auditLog).where(
            and(
              eq(auditLog.entity, "application"),
              inArray(
                auditLog.entityId,
                rows.map((row) => row.id),
              ),
            ),
          );
        }
        return rows;
      });
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
