import { and, isNotNull, lt, or } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Database, Db } from "../db/client.ts";
import { outbox, sessions } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type { ApplicationNotices } from "../modules/applications/notices.ts";
import type { ApplicationRetention } from "../modules/applications/retention.ts";
import { SESSION_IDLE_DAYS } from "../modules/auth/service.ts";
import type { ExpiryNotices } from "../modules/employers/expiry-notices.ts";
import type { DigestRunner } from "../modules/job-alerts/digests.ts";
import type { MailService } from "../modules/mail/service.ts";
import { startBoss } from "./boss.ts";

/** When the daily clean-up runs (UTC): once across all instances, whatever their number. */
const RETENTION_CRON = "17 3 * * *";
const DAY = 86_400_000;
/** Sent mail is kept a month for support questions; failed mail three, to be sent again. */
const SENT_MAIL_DAYS = 30;
const FAILED_MAIL_DAYS = 90;

/** When job alert digests go out (UTC): 7 a.m. in Singapore, Manila and Beijing, 8 in Tokyo. */
const DIGEST_CRON = "0 23 * * *";
/** When reviewers who asked for a daily summary of applications get it: 9 a.m. in Singapore. */
const SUMMARY_CRON = "0 1 * * *";
/** When employers hear that a job leaves the site in a week: 10 a.m. in Singapore. */
const EXPIRY_CRON = "0 2 * * *";

type Deps = {
  boss: PgBoss;
  db: Database;
  mail: MailService;
  log: Logger;
  digests: DigestRunner;
  applications: {
    retention: ApplicationRetention;
    notices: Pick<ApplicationNotices, "sendSummaries">;
  };
  expiryNotices: ExpiryNotices;
  /** The site's address for links in mail written outside any request. */
  siteUrl: string;
};

/** Deletes what the site no longer needs: ended sessions (by age or idleness) and old mail. */
export async function removeExpired(db: Db, now = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const expired = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, ago(SESSION_IDLE_DAYS))));
  const mail = await db
    .delete(outbox)
    .where(
      or(
        and(isNotNull(outbox.sentAt), lt(outbox.sentAt, ago(SENT_MAIL_DAYS))),
        and(isNotNull(outbox.failedAt), lt(outbox.failedAt, ago(FAILED_MAIL_DAYS))),
      ),
    );
  return { sessions: expired.rowCount ?? 0, mail: mail.rowCount ?? 0 };
}

/**
 * Starts background work (decision 0016): every instance can queue jobs; one with `worker`
 * also runs them (mail delivery, the daily clean-up, alert digests, application summaries,
 * expiry notices) and
 * pg-boss's maintenance. Answers the
 * function that stops it, letting running jobs finish first.
 */
export async function startBackgroundWork(
  { boss, db, mail, log, digests, applications, expiryNotices, siteUrl }: Deps,
  options: { worker: boolean },
): Promise<() => Promise<void>> {
  await startBoss(boss, db);
  if (options.worker) {
    await boss.work("mail", { includeMetadata: true, localConcurrency: 2 }, async ([job]) => {
      if (job) await mail.deliver((job.data as { outboxId: string }).outboxId, job);
    });
    await boss.work("retention", async () => {
      const removed = await removeExpired(db);
      const purged = await applications.retention.purgeExpired();
      log.info({ ...removed, purged }, "daily clean-up");
    });
    await boss.schedule("retention", RETENTION_CRON);
    await boss.work("alert-digests", { heartbeatRefreshSeconds: 10 }, async () => {
      await digests.run({ siteUrl });
    });
    await boss.schedule("alert-digests", DIGEST_CRON);
    await boss.work("application-summaries", async () => {
      const told = await applications.notices.sendSummaries();
      log.info({ applications: told }, "daily application summaries");
    });
    await boss.schedule("application-summaries", SUMMARY_CRON);
    await boss.work("expiry-notices", async () => {
      const told = await expiryNotices.send();
      log.info({ jobs: told }, "job expiry notices");
    });
    await boss.schedule("expiry-notices", EXPIRY_CRON);
    log.info("background worker started");
  }
  return () => boss.stop({ graceful: true, timeout: 15_000, close: false });
}
