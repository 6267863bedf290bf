import path from "node:path";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import { createMarkdownRenderer } from "./lib/markdown/renderer.ts";
import { createAuditService } from "./modules/audit/service.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { createSignInLimits } from "./modules/auth/sign-in-limits.ts";
import { createBlogService } from "./modules/blogs/service.ts";
import { createCompanyService } from "./modules/companies/service.ts";
import { createInboxService } from "./modules/contact/inbox.ts";
import { createContactService } from "./modules/contact/service.ts";
import { createDashboardService } from "./modules/dashboard/service.ts";
import { createEventService } from "./modules/events/service.ts";
import { createPublicJobCache, publicStateReader } from "./modules/jobs/public-cache.ts";
import { createJobService } from "./modules/jobs/service.ts";
import { createJobStats } from "./modules/jobs/stats.ts";
import { createMailService } from "./modules/mail/service.ts";
import { createSitemapService } from "./modules/sitemap/service.ts";
import { createUploadService } from "./modules/uploads/service.ts";
import { createDiskStorage } from "./modules/uploads/storage.ts";
import { createVideoService } from "./modules/videos/service.ts";

/** The service layer: the API routes and the server-rendered pages both call it. */
export function createServices(db: Database, config: Config, log: Logger) {
  const mail = createMailService(db, log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  // The job and company caches check whether they are current with one shared query.
  const readPublicState = publicStateReader(db);
  const companies = createCompanyService(db, createPublicJobCache(readPublicState, 1024));
  const events = createEventService(db);
  const blogs = createBlogService(db);
  const inbox = createInboxService(db);
  return {
    db,
    mail,
    auth: createAuthService(db, createSignInLimits({ perAddress: config.RATE_LIMIT_MAX })),
    audit: createAuditService(db),
    companies,
    jobs: createJobService(db, companies.exists, createPublicJobCache(readPublicState)),
    events,
    blogs,
    videos: createVideoService(db),
    inbox,
    dashboard: createDashboardService({
      jobStats: createJobStats(db),
      companies,
      events,
      blogs,
      inbox,
    }),
    sitemap: createSitemapService(db),
    contact: createContactService(db, mail, config.CONTACT_TO),
    markdown: createMarkdownRenderer({ log }),
    uploads: createUploadService(createDiskStorage(uploadsDirectory(config))),
  };
}
export type Services = ReturnType<typeof createServices>;

export const uploadsDirectory = (config: Config) => path.join(config.DATA_DIR, "uploads");
