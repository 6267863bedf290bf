import { and, asc, count, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import {
  alertSearchParams,
  JOB_ALERTS_MAX,
  type JobAlert,
  type JobAlertInput,
  type JobAlertUpdate,
} from "#shared/schemas/job-alerts.ts";
import type { Db } from "../../db/client.ts";
import { jobAlerts } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { iso, isoOrNull } from "../../lib/values.ts";
import { canCreateAlerts } from "../../policies/access.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

type AlertRow = typeof jobAlerts.$inferSelect;

const present = (row: AlertRow): JobAlert => ({
  id: row.id,
  label: row.label,
  query: row.query,
  search: alertSearchParams(row.query).toString(),
  frequency: row.frequency,
  paused: row.pausedAt !== null,
  lastSentAt: isoOrNull(row.lastSentAt),
  createdAt: iso(row.createdAt),
});

const mine = (member: CurrentUser, id: string) =>
  and(eq(jobAlerts.id, id), eq(jobAlerts.userId, member.id));

export const notVerified = () =>
  new HttpError(
    403,
    "EMAIL_NOT_VERIFIED",
    "Confirm your e-mail address first: open the link we sent you",
  );

const linkInvalid = () =>
  new HttpError(
    400,
    "LINK_INVALID",
    "This unsubscribe link is not valid: open it whole from the e-mail",
  );

/** A member's job alerts: every query is scoped to her own (the policy decides who may create). */
export function createJobAlertService(db: Db, { links }: { links: UnsubscribeLinks }) {
  return {
    async list(member: CurrentUser): Promise<JobAlert[]> {
      const rows = await db
        .select()
        .from(jobAlerts)
        .where(eq(jobAlerts.userId, member.id))
        .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
      return rows.map(present);
    },

    /**
     * 403 EMAIL_NOT_VERIFIED until her address is confirmed (the policy), 409 ALERTS_FULL past
     * JOB_ALERTS_MAX; the count and the insert see the same rows.
     */
    async create(member: CurrentUser, input: JobAlertInput): Promise<JobAlert> {
      if (!canCreateAlerts(member)) throw notVerified();
      return db.transaction(async (tx) => {
        // One member's alerts are counted one request at a time.
        await lockUntilCommit(tx, `alerts:${member.id}`);
        const [kept] = await tx
          .select({ value: count() })
          .from(jobAlerts)
          .where(eq(jobAlerts.userId, member.id));
        if ((kept?.value ?? 0) >= JOB_ALERTS_MAX) {
          throw new HttpError(
            409,
            "ALERTS_FULL",
            `You can keep ${JOB_ALERTS_MAX} job alerts: delete one you no longer need first`,
          );
        }
        const [row] = await tx
          .insert(jobAlerts)
          .values({
            userId: member.id,
            label: input.label,
            query: input.query,
            frequency: input.frequency,
          })
          .returning();
        return present(row!);
      });
    },

    /** How often, and paused or not; resuming looks for new jobs from then on. */
    async update(member: CurrentUser, id: string, change: JobAlertUpdate): Promise<JobAlert> {
      const now = new Date();
      const [row] = await db
        .update(jobAlerts)
        .set({
          ...(change.frequency ? { frequency: change.frequency } : {}),
          ...(change.paused === true
            ? { pausedAt: sql`coalesce(${jobAlerts.pausedAt}, now())` }
            : {}),
          ...(change.paused === false ? { pausedAt: null, checkedUntil: now } : {}),
          updatedAt: now,
        })
        .where(mine(member, id))
        .returning();
      if (!row) throw notFound("Alert");
      return present(row);
    },

    async remove(member: CurrentUser, id: string): Promise<void> {
      const deleted = await db
        .delete(jobAlerts)
        .where(mine(member, id))
        .returning({ id: jobAlerts.id });
      if (deleted.length === 0) throw notFound("Alert");
    },

    /**
     * The one-click unsubscribe of a digest, signed out: pauses the alert (she can resume it
     * from her account). Answers its name; 400 LINK_INVALID for a link that was not ours.
     */
    async unsubscribe(id: string, token: string): Promise<{ label: string }> {
      if (!(await links.verify(id, token))) throw linkInvalid();
      const [row] = await db
        .update(jobAlerts)
        .set({ pausedAt: sql`coalesce(${jobAlerts.pausedAt}, now())`, updatedAt: new Date() })
        .where(eq(jobAlerts.id, id))
        .returning({ label: jobAlerts.label });
      // A deleted alert sends nothing any more either: the link did its work.
      return { label: row?.label ?? "" };
    },
  };
}
export type JobAlertService = ReturnType<typeof createJobAlertService>;
