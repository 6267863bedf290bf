import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyMembers, jobs, users } from "../../db/schema/index.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { publicJobCondition } from "../public-content/visibility.ts";
import { JOB_EXPIRING } from "./messages.ts";

/** How long before a job expires its company's people are told. */
export const EXPIRY_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * A week before a job on the site expires, each of its company's people hears of it, in her own
 * language, with a link to renew it in one click. What a run told of is marked in the same
 * transaction (and a renewal clears the mark), so a second run tells no one twice.
 */
export function createExpiryNotices(
  db: Db,
  { mail, siteUrl }: { mail: MailService; siteUrl: string },
) {
  return {
    async send(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: jobs.id,
            title: jobs.title,
            expiresAt: jobs.expiresAt,
            companyId: jobs.companyId,
            company: companies.name,
          })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(
            and(
              publicJobCondition,
              isNull(jobs.expiryNoticeSentAt),
              lte(jobs.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
            ),
          )
          .for("update", { of: jobs, skipLocked: true });
        if (due.length === 0) return 0;
        const people = await tx
          .select({
            companyId: companyMembers.companyId,
            name: users.name,
            email: users.email,
            locale: users.locale,
          })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(inArray(companyMembers.companyId, [...new Set(due.map((job) => job.companyId))]));
        for (const job of due) {
          for (const person of people.filter((p) => p.companyId === job.companyId)) {
            const expires = new Intl.DateTimeFormat(person.locale, {
              dateStyle: "long",
              timeZone: "UTC",
            }).format(job.expiresAt!);
            await mail.queueMessage(tx, person.email, person.locale, JOB_EXPIRING, {
              name: person.name,
              job: job.title,
              company: job.company,
              expires,
              renewUrl: pageUrl(siteUrl, person.locale, `/employer/jobs/${job.id}/renew`),
            });
          }
        }
        await tx
          .update(jobs)
          .set({ expiryNoticeSentAt: sql`now()` })
          .where(
            inArray(
              jobs.id,
              due.map((job) => job.id),
            ),
          );
        return due.length;
      });
    },
  };
}
export type ExpiryNotices = ReturnType<typeof createExpiryNotices>;
