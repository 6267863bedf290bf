import { eq, inArray, isNull, type SQL } from "drizzle-orm";
import { type LocaleCode, localeByCode } from "#shared/locales.ts";
import { type ApplicationStatus, NOTIFIED_STATUSES } from "#shared/schemas/applications.ts";
import type { Db } from "../../db/client.ts";
import { applications, companies, companyMembers, jobs, users } from "../../db/schema/index.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl, serverI18n } from "../mail/translations.ts";
import {
  APPLICATION_STATUS,
  APPLICATIONS_SUMMARY,
  APPLICATIONS_SUMMARY_LINE,
  NEW_APPLICATION,
} from "./messages.ts";

/** Who hears, in which language, and where she reviews: the employer workspace or the admin area. */
type Recipient = { email: string; locale: LocaleCode; workspace: boolean };

/**
 * Who hears of applications, through the mail queue and in the transaction that made the
 * change (so a notice is never lost nor sent for something rolled back). No CV is ever
 * attached: the e-mails link to the review screens, which check who is signed in.
 * Reviewers: the company's people (the administrators for a company that has none on the site),
 * and the job's apply e-mail if it has one.
 */
export function createApplicationNotices(db: Db, deps: { mail: MailService; siteUrl: string }) {
  const { mail, siteUrl } = deps;
  /** `single`: one application's page; else where her applications are listed. */
  const reviewUrl = (to: Recipient, single?: string) =>
    to.workspace
      ? pageUrl(siteUrl, to.locale, single ? `/employer/applications/${single}` : "/employer")
      : `${siteUrl}/admin/applications${single ? `/${single}` : ""}`;

  /**
   * The company's owners and recruiters, each in her own language, or the administrators when
   * it has none; and the job's apply e-mail, in the job's language when the site speaks it.
   * Read once per company (and the admins once) within `q`.
   */
  function reviewersOf(q: Db) {
    let admins: Promise<Recipient[]> | undefined;
    const teams = new Map<string, Promise<Recipient[]>>();
    return async (job: {
      companyId: string;
      applyEmail: string | null;
      language: string;
    }): Promise<Recipient[]> => {
      const team =
        teams.get(job.companyId) ??
        q
          .select({ email: users.email, locale: users.locale })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(eq(companyMembers.companyId, job.companyId))
          .then((rows) => rows.map((row) => ({ ...row, workspace: true })));
      teams.set(job.companyId, team);
      const people = await team;
      admins ??= q
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.role, "admin"))
        .then((rows) => rows.map((row) => ({ ...row, workspace: false })));
      const staff = people.length > 0 ? people : await admins;
      const locale = localeByCode(job.language)?.code ?? "en";
      const workspace = people.length > 0;
      const applyAddress = job.applyEmail ? [{ email: job.applyEmail, locale, workspace }] : [];
      const everyone = [...applyAddress, ...staff];
      return everyone.filter(
        (to, index) => everyone.findIndex((other) => other.email === to.email) === index,
      );
    };
  }

  /** Everything a notice may name, for the applications `where` selects. */
  const aboutApplications = (q: Db, where: SQL | undefined) =>
    q
      .select({
        id: applications.id,
        status: applications.status,
        jobId: jobs.id,
        companyId: jobs.companyId,
        job: jobs.title,
        applyEmail: jobs.applyEmail,
        language: jobs.language,
        company: companies.name,
        notices: companies.applicationNotices,
        applicant: users.name,
        applicantEmail: users.email,
        applicantLocale: users.locale,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(where);

  return {
    /** A new application: its reviewers hear at once, unless the company wants a daily summary. */
    async applied(tx: Db, applicationId: string): Promise<void> {
      const [row] = await aboutApplications(tx, eq(applications.id, applicationId));
      if (row?.notices !== "each") return;
      const values = { applicant: row.applicant, job: row.job, company: row.company };
      for (const to of await reviewersOf(tx)(row)) {
        await mail.queueMessage(tx, to.email, to.locale, NEW_APPLICATION, {
          ...values,
          reviewUrl: reviewUrl(to, applicationId),
        });
      }
      await tx
        .update(applications)
        .set({ notifiedAt: new Date() })
        .where(eq(applications.id, applicationId));
    },

    /** A reviewer moved it: she hears of the changes she can act on, in her language. */
    async statusChanged(tx: Db, applicationId: string, status: ApplicationStatus): Promise<void> {
      if (!NOTIFIED_STATUSES.includes(status)) return;
      const [row] = await aboutApplications(tx, eq(applications.id, applicationId));
      if (!row) return;
      const locale = row.applicantLocale;
      await mail.queueMessage(tx, row.applicantEmail, locale, APPLICATION_STATUS, {
        name: row.applicant,
        job: row.job,
        company: row.company,
        status,
        applicationsUrl: pageUrl(siteUrl, locale, "/account/applications"),
      });
    },

    /**
     * The daily summary for companies that chose it: each reviewer gets one e-mail listing the
     * jobs with applications not yet told of. Safe to run twice: what is told is marked.
     */
    async sendSummaries(): Promise<number> {
      return db.transaction(async (tx) => {
        // Whatever the company's setting now: one switched to "each" since still has these.
        const pending = await aboutApplications(tx, isNull(applications.notifiedAt)).for("update", {
          of: applications,
          skipLocked: true,
        });
        if (pending.length === 0) return 0;
        const reviewers = reviewersOf(tx);
        // Per recipient, per job: how many arrived.
        const byRecipient = new Map<
          string,
          { to: Recipient; jobs: Map<string, { job: string; company: string; count: number }> }
        >();
        // Withdrawn before anyone was told: marked told, not counted.
        for (const application of pending.filter((row) => row.status !== "withdrawn")) {
          for (const to of await reviewers(application)) {
            const entry = byRecipient.get(to.email) ?? { to, jobs: new Map() };
            const job = entry.jobs.get(application.jobId) ?? {
              job: application.job,
              company: application.company,
              count: 0,
            };
            job.count++;
            entry.jobs.set(application.jobId, job);
            byRecipient.set(to.email, entry);
          }
        }
        for (const { to, jobs: counts } of byRecipient.values()) {
          const i18n = await serverI18n(to.locale);
          const lines = [...counts.values()].map((job) =>
            i18n._({ ...APPLICATIONS_SUMMARY_LINE, values: { ...job, count: String(job.count) } }),
          );
          const total = [...counts.values()].reduce((sum, job) => sum + job.count, 0);
          await mail.queueMessage(tx, to.email, to.locale, APPLICATIONS_SUMMARY, {
            count: String(total),
            jobs: lines.join("\n"),
            reviewUrl: reviewUrl(to),
          });
        }
        await tx
          .update(applications)
          .set({ notifiedAt: new Date() })
          .where(
            inArray(
              applications.id,
              pending.map((application) => application.id),
            ),
          );
        return pending.length;
      });
    },
  };
}
export type ApplicationNotices = ReturnType<typeof createApplicationNotices>;
