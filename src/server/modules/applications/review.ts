import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type {
  ApplicationStatus,
  ReviewedApplication,
  ReviewerApplicationSummary,
  StatusChange,
} from "#shared/schemas/applications.ts";
import type { Db } from "../../db/client.ts";
import { applicationNotes, applications, jobs } from "../../db/schema/index.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/values.ts";
import { canActFor, isAdmin } from "../../policies/access.ts";
import type { Actor } from "../../policies/actor.ts";
import { withinWorkableCompanies } from "../../policies/scope.ts";
import type { AuditService } from "../audit/service.ts";
import type { ProfileService } from "../profiles/service.ts";
import type { ApplicationNotices } from "./notices.ts";
import { presentForReviewer, selectApplications } from "./presenter.ts";
import { auditSnapshot } from "./service.ts";

type Reviewer = CurrentUser;
/** What one list shows; the status filter narrows a longer one. */
const LIST_MAX = 200;
type Deps = { audit: AuditService; profiles: ProfileService; notices: ApplicationNotices };

/**
 * The applications an actor may review: all of them for an administrator, those to the jobs of
 * her companies for an employer. Every query below is narrowed by it, so a guessed id answers
 * 404 like a missing one.
 */
const reviewable = (actor: Actor): SQL => withinWorkableCompanies(jobs.companyId, actor);

/**
 * Whether an application keeps her words from this reviewer: once withdrawn, it no longer
 * shares her note, profile or CV with the company (withdrawing takes back her consent); admins
 * still see it whole.
 */
const withheldFrom = (actor: Actor, status: ApplicationStatus) =>
  status === "withdrawn" && !isAdmin(actor);

const asSeenBy = (actor: Actor, row: Parameters<typeof presentForReviewer>[0]) => {
  const summary = presentForReviewer(row);
  return withheldFrom(actor, summary.status) ? { ...summary, note: null } : summary;
};

/** Applications from the side of the people who review them. */
export function createReviewService(db: Db, { audit, profiles, notices }: Deps) {
  async function find(actor: Actor, id: string) {
    const [row] = await selectApplications(db).where(
      and(eq(applications.id, id), reviewable(actor)),
    );
    if (!row) throw notFound("Application");
    return row;
  }

  /** One she may change: a decision about someone comes from a confirmed address. */
  async function findToChange(actor: Actor, id: string) {
    const row = await find(actor, id);
    if (!canActFor(actor, row.company.id)) {
      throw new HttpError(
        403,
        "EMAIL_NOT_VERIFIED",
        "Confirm your e-mail address first: open the link we sent you",
      );
    }
    return row;
  }

  /** Appends a change to its history, with the audit record, in one transaction. */
  async function move(
    tx: Db,
    actor: Reviewer,
    row: { id: string; status: ApplicationStatus },
    jobTitle: string,
    status: ApplicationStatus,
  ) {
    const change: StatusChange = { status, at: new Date().toISOString(), by: "reviewer" };
    await tx
      .update(applications)
      .set({
        status,
        statusHistory: sql`${applications.statusHistory} || ${JSON.stringify([change])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, row.id));
    await audit.record(
      tx,
      actor,
      "status",
      "application",
      auditSnapshot(row, jobTitle),
      auditSnapshot({ id: row.id, status }, jobTitle),
    );
  }

  return {
    /**
     * Applications, the latest first (at most LIST_MAX), with how many there are in each
     * status: one job's, or every job's the actor reviews.
     */
    async list(
      actor: Actor,
      { jobId, status }: { jobId?: string; status?: ApplicationStatus },
    ): Promise<{ items: ReviewerApplicationSummary[]; counts: Record<string, number> }> {
      const scope = and(jobId ? eq(applications.jobId, jobId) : undefined, reviewable(actor));
      const [job, rows, counts] = await Promise.all([
        jobId
          ? db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.id, jobId), reviewable(actor)))
              .then(([row]) => row)
          : null,
        selectApplications(db)
          .where(and(scope, status ? eq(applications.status, status) : undefined))
          .orderBy(desc(applications.createdAt))
          .limit(LIST_MAX),
        db
          .select({ status: applications.status, value: count() })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(scope)
          .groupBy(applications.status),
      ]);
      if (jobId && !job) throw notFound("Job");
      return {
        items: rows.map((row) => asSeenBy(actor, row)),
        counts: Object.fromEntries(counts.map((row) => [row.status, row.value])),
      };
    },

    /**
     * One application with her profile (if she shares it) and the notes; a first look by someone
     * who may act on it marks it viewed.
     */
    async open(actor: Reviewer, id: string): Promise<ReviewedApplication> {
      let row = await find(actor, id);
      if (row.application.status === "submitted" && canActFor(actor, row.company.id)) {
        await db.transaction(async (tx) => {
          const [still] = await tx
            .select({ status: applications.status })
            .from(applications)
            .where(eq(applications.id, id))
            .for("update");
          if (still?.status === "submitted")
            await move(tx, actor, row.application, row.job.title, "viewed");
        });
        row = await find(actor, id);
      }
      const [profile, notes] = await Promise.all([
        profiles.get({ id: row.application.applicantId }),
        db
          .select()
          .from(applicationNotes)
          .where(eq(applicationNotes.applicationId, id))
          .orderBy(asc(applicationNotes.createdAt)),
      ]);
      const shared =
        profile.visibility === "applications" && !withheldFrom(actor, row.application.status);
      return {
        ...asSeenBy(actor, row),
        // Shown only when she chose to share it with the employers she applies to.
        profile: shared ? profile : null,
        notes: notes.map((note) => ({
          id: note.id,
          authorName: note.authorName,
          body: note.body,
          createdAt: iso(note.createdAt),
        })),
      };
    },

    /** Moves it along the pipeline (or back); she hears of it when the status is news to her. */
    async setStatus(
      actor: Reviewer,
      id: string,
      status: ApplicationStatus,
    ): Promise<ReviewedApplication> {
      const row = await findToChange(actor, id);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: applications.id, status: applications.status })
          .from(applications)
          .where(eq(applications.id, id))
          .for("update");
        if (!current) throw notFound("Application");
        if (current.status === "withdrawn") {
          throw conflict("She withdrew this application; it can no longer be moved");
        }
        if (current.status === status) return;
        await move(tx, actor, current, row.job.title, status);
        await notices.statusChanged(tx, id, status);
      });
      return this.open(actor, id);
    },

    /** A private note for the reviewers: never shown to her. */
    async addNote(actor: Reviewer, id: string, body: string): Promise<ReviewedApplication> {
      const row = await findToChange(actor, id);
      await db.transaction(async (tx) => {
        await tx.insert(applicationNotes).values({
          applicationId: id,
          authorId: actor.id,
          authorName: actor.displayName.slice(0, 120),
          body,
        });
        const snapshot = auditSnapshot(row.application, row.job.title);
        await audit.record(tx, actor, "update", "application", snapshot, {
          ...snapshot,
          notes: "a note was added",
        });
      });
      return this.open(actor, id);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
