import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { LocaleCode } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import {
  APPLICATIONS_PER_JOB_MAX,
  type ApplyInput,
  type ApplyPreview,
  applyInput,
  FINAL_STATUSES,
  type MyApplication,
  type StatusChange,
} from "#shared/schemas/applications.ts";
import type { Db } from "../../db/client.ts";
import { applications, companies, files, jobs } from "../../db/schema/index.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors.ts";
import type { LimitStore } from "../../lib/limit-store.ts";
import { createActionLimit } from "../../lib/rate-windows.ts";
import { blankToNull } from "../../lib/values.ts";
import { canApply } from "../../policies/access.ts";
import type { AuditService } from "../audit/service.ts";
import { addressKey } from "../auth/sign-in-limits.ts";
import { companySummaryColumns, presentCompanySummary } from "../companies/presenter.ts";
import { type CvService, listedCvs, lockCvs } from "../cvs/service.ts";
import { publicJobCondition } from "../public-content/visibility.ts";
import { consentText } from "./consent.ts";
import type { ApplicationNotices } from "./notices.ts";
import { presentMine, selectApplications } from "./presenter.ts";

const HOUR = 3_600_000;
type Deps = {
  audit: AuditService;
  cvs: CvService;
  notices: ApplicationNotices;
  limits: LimitStore;
};

const hers = (member: CurrentUser) => eq(applications.applicantId, member.id);
const live = ne(applications.status, "withdrawn");

/** What the audit log keeps of an application: its job's title and status, nothing of her. */
export const auditSnapshot = (row: { id: string; status: string }, jobTitle: string) => ({
  id: row.id,
  title: jobTitle,
  status: row.status,
});

/** Applying on the site, from the applicant's side: every query is scoped to her. */
export function createApplicationService(db: Db, { audit, cvs, notices, limits }: Deps) {
  // Generous for a person (few apply to 20 jobs in an hour), tight for a script.
  const what = "Too many applications";
  const perAccount = createActionLimit({
    store: limits,
    name: "applications",
    max: 20,
    windowMs: HOUR,
    what,
  });
  const perAddress = createActionLimit({
    store: limits,
    name: "applications-by-address",
    max: 40,
    windowMs: HOUR,
    what,
  });
  /** A public job that takes applications here, with what its consent line names. */
  async function openJob(q: Db, jobId: string) {
    const [row] = await q
      .select({
        id: jobs.id,
        title: jobs.title,
        applyMethod: jobs.applyMethod,
        company: { ...companySummaryColumns, country: companies.country },
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(jobs.id, jobId), publicJobCondition));
    if (!row) throw notFound("Job");
    if (row.applyMethod !== "onsite") {
      throw conflict("This job takes applications on the employer's site or by e-mail, not here");
    }
    return row;
  }

  async function liveApplication(q: Db, member: CurrentUser, jobId: string) {
    const [row] = await q
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(hers(member), eq(applications.jobId, jobId), live));
    return row ?? null;
  }

  return {
    /** What the apply form shows: the job, her CVs, the consent line, whether she applied. */
    async preview(member: CurrentUser, jobId: string, locale: LocaleCode): Promise<ApplyPreview> {
      const job = await openJob(db, jobId);
      const [cvList, applied, consent] = await Promise.all([
        cvs.list(member),
        liveApplication(db, member, jobId),
        consentText(locale, job.company),
      ]);
      return {
        job: { id: job.id, title: job.title, company: presentCompanySummary(job.company) },
        consentText: consent,
        cvs: cvList,
        emailVerified: member.emailVerified,
        applied,
      };
    },

    /**
     * Sends her application: one of her CVs, an optional note, and her consent to the line
     * naming the company and its country, stored word for word. 409 when she has a live
     * application to the job, or has made APPLICATIONS_PER_JOB_MAX to it.
     */
    async apply(
      member: CurrentUser,
      jobId: string,
      input: ApplyInput,
      client: { address: string },
    ): Promise<MyApplication> {
      // Here, not only in the API's guard: the site's form posts call this too.
      if (!canApply(member)) {
        throw new HttpError(
          403,
          "EMAIL_NOT_VERIFIED",
          "Confirm your e-mail address first: open the link we sent you",
        );
      }
      await perAccount.count(member.id);
      await perAddress.count(addressKey(client.address));
      const application = applyInput.parse(input);
      const id = await db.transaction(async (tx) => {
        // Her CVs stay as they are (none removed) while she applies with one.
        await lockCvs(tx, member);
        const job = await openJob(tx, jobId);
        const [cv] = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, application.cvId), listedCvs(member)));
        if (!cv) throw badRequest("Choose one of your CVs", { cvId: "Choose one of your CVs" });
        if (await liveApplication(tx, member, jobId)) {
          throw new HttpError(
            409,
            "ALREADY_APPLIED",
            "You have already applied for this job: see it under your applications",
          );
        }
        const [made] = await tx
          .select({ value: count() })
          .from(applications)
          .where(and(hers(member), eq(applications.jobId, jobId)));
        if ((made?.value ?? 0) >= APPLICATIONS_PER_JOB_MAX) {
          throw new HttpError(
            409,
            "APPLY_LIMIT",
            `You have applied for this job ${APPLICATIONS_PER_JOB_MAX} times; you cannot apply again`,
          );
        }
        const now = new Date();
        const history: StatusChange[] = [
          { status: "submitted", at: now.toISOString(), by: "applicant" },
        ];
        const [row] = await tx
          .insert(applications)
          .values({
            jobId,
            applicantId: member.id,
            cvFileId: cv.id,
            note: blankToNull(application.note),
            consentText: await consentText(application.locale, job.company),
            consentedAt: now,
            statusHistory: history,
          })
          .returning();
        await audit.record(
          tx,
          member,
          "create",
          "application",
          null,
          auditSnapshot(row!, job.title),
        );
        await notices.applied(tx, row!.id);
        return row!.id;
      });
      return this.get(member, id);
    },

    async get(member: CurrentUser, id: string): Promise<MyApplication> {
      const [row] = await selectApplications(db).where(and(eq(applications.id, id), hers(member)));
      if (!row) throw notFound("Application");
      return presentMine(row);
    },

    /** Her applications, the latest first. */
    async mine(member: CurrentUser): Promise<MyApplication[]> {
      const rows = await selectApplications(db)
        .where(hers(member))
        .orderBy(desc(applications.createdAt));
      return rows.map(presentMine);
    },

    /** She takes it back: reviewers see it withdrawn; nothing moves it on after. */
    async withdraw(member: CurrentUser, id: string): Promise<MyApplication> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ id: applications.id, status: applications.status, title: jobs.title })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(eq(applications.id, id), hers(member)))
          .for("update", { of: applications });
        if (!before) throw notFound("Application");
        if (FINAL_STATUSES.includes(before.status)) {
          throw conflict(
            before.status === "hired"
              ? "This application ended in a hire; it cannot be withdrawn"
              : "You have already withdrawn this application",
          );
        }
        const change: StatusChange = {
          status: "withdrawn",
          at: new Date().toISOString(),
          by: "applicant",
        };
        await tx
          .update(applications)
          .set({
            status: "withdrawn",
            statusHistory: sql`${applications.statusHistory} || ${JSON.stringify([change])}::jsonb`,
            updatedAt: new Date(),
          })
          .where(eq(applications.id, id));
        await audit.record(
          tx,
          member,
          "status",
          "application",
          auditSnapshot(before, before.title),
          auditSnapshot({ id, status: "withdrawn" }, before.title),
        );
      });
      return this.get(member, id);
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
