import { createBoss, QUEUES } from "./background/boss.ts";
import { startBackgroundWork } from "./background/worker.ts";
import { backgroundSiteUrl, type Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { createMemoryLimitStore } from "./lib/limit-store.ts";
import type { Logger } from "./lib/logger.ts";
import { createMarkdownRenderer } from "./lib/markdown/renderer.ts";
import type { Redis } from "./lib/redis.ts";
import { createRedisLimitStore } from "./lib/redis-limit-store.ts";
import { siteKey } from "./lib/site-keys.ts";
import { createApplicationNotices } from "./modules/applications/notices.ts";
import { createApplicationRetention } from "./modules/applications/retention.ts";
import { createReviewService } from "./modules/applications/review.ts";
import { createApplicationService } from "./modules/applications/service.ts";
import { createAuditService } from "./modules/audit/service.ts";
import { createEmailVerificationService } from "./modules/auth/email-verification.ts";
import { createPasswordResetService } from "./modules/auth/password-reset.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { createSignInLimits } from "./modules/auth/sign-in-limits.ts";
import { createBlogService } from "./modules/blogs/service.ts";
import { createCompanyService } from "./modules/companies/service.ts";
import { createContactService } from "./modules/contact/service.ts";
import { createCurrencyRateService } from "./modules/currency-rates/service.ts";
import { createFileLinks } from "./modules/cvs/file-links.ts";
import { createCvService } from "./modules/cvs/service.ts";
import { createDashboardService } from "./modules/dashboard/service.ts";
import { createExpiryNotices } from "./modules/employers/expiry-notices.ts";
import { createInvitationService } from "./modules/employers/invitations.ts";
import { createEmployerJobs } from "./modules/employers/jobs.ts";
import { createMemberService } from "./modules/employers/members.ts";
import { createEmployerService } from "./modules/employers/service.ts";
import { createEventService } from "./modules/events/service.ts";
import { createInboxService } from "./modules/inbox/service.ts";
import { createDigestRunner } from "./modules/job-alerts/digests.ts";
import { createJobAlertService } from "./modules/job-alerts/service.ts";
import { createUnsubscribeLinks } from "./modules/job-alerts/unsubscribe-links.ts";
import { createJobEngagement } from "./modules/jobs/engagement.ts";
import { createJobService } from "./modules/jobs/service.ts";
import { createJobStats } from "./modules/jobs/stats.ts";
import { createMailService } from "./modules/mail/service.ts";
import { createPrivacyService } from "./modules/privacy/service.ts";
import { createProfileService } from "./modules/profiles/service.ts";
import {
  createPublicJobCache,
  type PublicJobCache,
  publicStateReader,
  uncached,
} from "./modules/public-content/public-cache.ts";
import { createSavedJobService } from "./modules/saved-jobs/service.ts";
import { createSitemapService } from "./modules/sitemap/service.ts";
import { createSynonymService } from "./modules/synonyms/service.ts";
import { createUploadService } from "./modules/uploads/service.ts";
import { createStorage } from "./modules/uploads/storage/index.ts";
import { createVideoService } from "./modules/videos/service.ts";

/**
 * The services that own the site's content and its audit log, on the pool or on a transaction:
 * the demo seeder makes them on its seeding transaction, where nothing is cached.
 */
export function createContentServices(
  db: Db,
  caches: { jobs: PublicJobCache; companies: PublicJobCache } = {
    jobs: uncached,
    companies: uncached,
  },
) {
  const audit = createAuditService(db);
  const companies = createCompanyService(db, { audit, publicCache: caches.companies });
  return {
    audit,
    companies,
    jobs: createJobService(db, { audit, companies, publicCache: caches.jobs }),
    events: createEventService(db, { audit }),
    blogs: createBlogService(db, { audit }),
    videos: createVideoService(db, { audit }),
    synonyms: createSynonymService(db, { audit }),
    currencyRates: createCurrencyRateService(db, { audit, publicCache: caches.jobs }),
  };
}

/** The service layer: the API routes and the server-rendered pages both call it. */
export function createServices(
  db: Database,
  config: Config,
  log: Logger,
  options: { worker?: boolean; redis?: Redis } = {},
) {
  const worker = options.worker ?? config.WORKER === "on";
  // Counted across every instance when they share a Redis; in this process otherwise.
  const limits = options.redis
    ? createRedisLimitStore(options.redis, log, { secret: siteKey(db, "limit-keys") })
    : createMemoryLimitStore();
  const boss = createBoss(db, log, { worker });
  const mail = createMailService(db, log, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    boss,
  });
  // The job and company caches check whether they are current with one shared query.
  const readPublicState = publicStateReader(db);
  const publicCaches = {
    jobs: createPublicJobCache(readPublicState, { maxEntries: 256, maxBytes: 8 * 2 ** 20 }),
    companies: createPublicJobCache(readPublicState, { maxEntries: 1024, maxBytes: 4 * 2 ** 20 }),
  };
  const content = createContentServices(db, publicCaches);
  const inbox = createInboxService(db, { audit: content.audit });
  const signInLimits = createSignInLimits({ perAddress: config.RATE_LIMIT_MAX, store: limits });
  const auth = createAuthService(db, signInLimits);
  const links = createUnsubscribeLinks(db);
  const digests = createDigestRunner(db, { mail, links, log });
  const siteUrl = backgroundSiteUrl(config);
  const jobAlerts = createJobAlertService(db, { links });
  const profiles = createProfileService(db);
  // Images and CVs in DATA_DIR, or in the bucket of S3_URL.
  const storage = createStorage(config);
  const uploads = createUploadService(storage.public, { limits });
  const cvs = createCvService(db, storage.private, { limits });
  const emailVerification = createEmailVerificationService(db, {
    auth,
    mail,
    limits: signInLimits,
  });
  const notices = createApplicationNotices(db, { mail, siteUrl });
  const applications = createApplicationService(db, {
    audit: content.audit,
    cvs,
    notices,
    limits,
  });
  const expiryNotices = createExpiryNotices(db, { mail, siteUrl });
  const applicationRetention = createApplicationRetention(db, {
    cvs,
    months: config.APPLICATION_RETENTION_MONTHS,
  });
  return {
    db,
    /** Where every limit counts: Redis shared by the instances when configured, else memory. */
    limits,
    mail,
    /** For /metrics: the public caches' hits and misses. */
    publicCaches,
    /** The change counters and schedule every cache of public content checks against. */
    readPublicState,
    /** The Redis the instances share (REDIS_URL), for the page cache too. */
    redis: options.redis,
    /** For /metrics: each queue's jobs, as pg-boss's last monitoring pass counted them. */
    queueCounts: () => boss.getQueues(Object.keys(QUEUES)),
    /** Starts queueing, and running jobs too when this process is a worker; answers the stop. */
    startBackgroundWork: () =>
      startBackgroundWork(
        {
          boss,
          db,
          mail,
          log,
          digests,
          applications: { retention: applicationRetention, notices },
          expiryNotices,
          siteUrl,
        },
        { worker },
      ),
    auth,
    privacy: createPrivacyService(db, {
      auth,
      mail,
      alerts: jobAlerts,
      profiles,
      cvs,
      applications,
    }),
    passwordReset: createPasswordResetService(db, mail, signInLimits),
    emailVerification,
    ...content,
    employerJobs: createEmployerJobs(db, { jobs: content.jobs }),
    members: createMemberService(db, { audit: content.audit }),
    invitations: createInvitationService(db, { audit: content.audit, mail, siteUrl, limits }),
    employers: createEmployerService(db, {
      auth,
      emailVerification,
      companies: content.companies,
      audit: content.audit,
      mail,
      uploads,
      siteUrl,
    }),
    inbox,
    dashboard: createDashboardService({
      jobStats: createJobStats(db),
      companies: content.companies,
      jobs: content.jobs,
      events: content.events,
      blogs: content.blogs,
      inbox,
    }),
    savedJobs: createSavedJobService(db),
    jobEngagement: createJobEngagement(db),
    profiles,
    cvs,
    fileLinks: createFileLinks(db),
    applications,
    review: createReviewService(db, { audit: content.audit, profiles, notices }),
    applicationNotices: notices,
    applicationRetention,
    expiryNotices,
    jobAlerts,
    digests,
    sitemap: createSitemapService(db),
    contact: createContactService(db, mail, config.CONTACT_TO),
    markdown: createMarkdownRenderer({ log }),
    uploads,
  };
}
export type Services = ReturnType<typeof createServices>;
