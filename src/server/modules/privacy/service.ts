import { and, desc, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { AccountData, AccountDeletionInput } from "#shared/schemas/privacy.ts";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  companies,
  contactMessages,
  files,
  jobs,
  newsletterSubscribers,
  outbox,
  savedJobs,
  sessions,
  users,
} from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { sameAddress } from "../../lib/same-address.ts";
import { iso, isoOrNull } from "../../lib/values.ts";
import type { ApplicationService } from "../applications/service.ts";
import type { AuthService, Client } from "../auth/service.ts";
import type { CvService } from "../cvs/service.ts";
import { companiesNeedingHer } from "../employers/members.ts";
import type { JobAlertService } from "../job-alerts/service.ts";
import { ACCOUNT_DELETED } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import type { ProfileService } from "../profiles/service.ts";

/** How the audit trail names someone whose account is gone: no address, no id. */
export const DELETED_ACTOR = "deleted account";

/**
 * A member's rights over her data (Singapore's PDPA, India's DPDP, Japan's APPI): a copy of
 * everything the product holds about her, and its deletion at once.
 */
export function createPrivacyService(
  db: Database,
  deps: {
    auth: AuthService;
    mail: MailService;
    alerts: JobAlertService;
    profiles: ProfileService;
    cvs: CvService;
    applications: Pick<ApplicationService, "mine">;
  },
) {
  return {
    async exportData(member: CurrentUser): Promise<AccountData> {
      const [user] = await db.select().from(users).where(eq(users.id, member.id));
      if (!user) throw notFound("Account");
      const [
        profile,
        cvs,
        applications,
        sessionRows,
        savedRows,
        alertList,
        messageRows,
        [subscriber],
        mailRows,
      ] = await Promise.all([
        deps.profiles.get(member),
        deps.cvs.list(member),
        deps.applications.mine(member),
        db.select().from(sessions).where(eq(sessions.userId, user.id)),
        db
          .select({
            jobId: savedJobs.jobId,
            title: jobs.title,
            company: companies.name,
            savedAt: savedJobs.createdAt,
          })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(eq(savedJobs.userId, user.id))
          .orderBy(desc(savedJobs.createdAt)),
        deps.alerts.list(member),
        db.select().from(contactMessages).where(sameAddress(contactMessages.email, user.email)),
        db
          .select()
          .from(newsletterSubscribers)
          .where(sameAddress(newsletterSubscribers.email, user.email)),
        db
          .select()
          .from(outbox)
          .where(sameAddress(outbox.to, user.email))
          .orderBy(desc(outbox.createdAt)),
      ]);
      return {
        exportedAt: iso(new Date()),
        account: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          locale: user.locale,
          emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
        },
        profile,
        cvs,
        applications,
        sessions: sessionRows.map((row) => ({
          createdAt: iso(row.createdAt),
          lastSeenAt: iso(row.lastSeenAt),
          expiresAt: iso(row.expiresAt),
          userAgent: row.userAgent,
        })),
        savedJobs: savedRows.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
        jobAlerts: alertList.map(({ label, search, frequency, paused, lastSentAt, createdAt }) => ({
          label,
          search,
          frequency,
          paused,
          lastSentAt,
          createdAt,
        })),
        contactMessages: messageRows.map((row) => ({
          name: row.name,
          subject: row.subject,
          message: row.message,
          createdAt: iso(row.createdAt),
        })),
        newsletter: subscriber
          ? {
              subscribedAt: iso(subscriber.createdAt),
              unsubscribedAt: isoOrNull(subscriber.unsubscribedAt),
            }
          : null,
        emails: mailRows.map((row) => ({
          subject: row.subject,
          createdAt: iso(row.createdAt),
          sentAt: isoOrNull(row.sentAt),
        })),
      };
    },

    /**
     * Deletes her account and everything personal, in one transaction: the account with its
     * sessions, links, saved jobs and alerts (by cascade), the messages she sent and their audit
     * records' words, her newsletter subscription and the mail sent to her; the audit trail keeps
     * what she did as an administrator, but not who she was. One last mail confirms it.
     * An administrator's account is not deleted this way: another administrator removes it.
     */
    async deleteAccount(
      member: CurrentUser,
      input: AccountDeletionInput,
      client: Client,
      siteUrl: string,
    ): Promise<void> {
      if (member.role === "admin") {
        throw conflict("An administrator's account is removed by another administrator");
      }
      const user = await deps.auth.confirmPassword(member, input.password, client, "password");
      const storedFiles = await db.transaction(async (tx) => {
        const stranded = await companiesNeedingHer(tx, user.id);
        if (stranded.length > 0) {
          throw conflict(
            `You are the last owner of ${stranded.join(", ")}: make a colleague an owner first, on the company's People page`,
          );
        }
        const messages = await tx
          .delete(contactMessages)
          .where(sameAddress(contactMessages.email, user.email))
          .returning({ id: contactMessages.id });
        if (messages.length > 0) {
          const ids = messages.map((message) => message.id);
          await tx
            .update(auditLog)
            .set({ summary: "", changes: {} })
            .where(and(eq(auditLog.entity, "message"), inArray(auditLog.entityId, ids)));
        }
        await tx
          .update(auditLog)
          .set({ actorEmail: DELETED_ACTOR, actorId: null })
          .where(eq(auditLog.actorId, user.id));
        await tx
          .delete(newsletterSubscribers)
          .where(sameAddress(newsletterSubscribers.email, user.email));
        await tx.delete(outbox).where(sameAddress(outbox.to, user.email));
        // Her CVs go with the account (the rows by cascade); their bytes once it is committed.
        const stored = await tx
          .select({ storageKey: files.storageKey })
          .from(files)
          .where(eq(files.ownerId, user.id));
        await tx.delete(users).where(eq(users.id, user.id));
        await deps.mail.queueMessage(tx, user.email, user.locale, ACCOUNT_DELETED, {
          siteUrl: pageUrl(siteUrl, user.locale, "/"),
        });
        return stored.map((file) => file.storageKey);
      });
      await deps.cvs.forgetStored(storedFiles);
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
