import { count, sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger.ts";
import { createBlogService } from "../../modules/blogs/service.ts";
import { createCompanyService } from "../../modules/companies/service.ts";
import { createEventService } from "../../modules/events/service.ts";
import { createPublicJobCache } from "../../modules/jobs/public-cache.ts";
import { createJobService } from "../../modules/jobs/service.ts";
import { createVideoService } from "../../modules/videos/service.ts";
import type { Database } from "../client.ts";
import { companies } from "../schema/index.ts";
import { type DemoContent, loadDemoContent } from "./demo-content.ts";

const SEED_LOCK_KEY = 7_461_122_020;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Writes the demo content through the services, as an administrator would, so their rules
 * (slugs, lower-case tags, publication dates) apply to it too. The services run on the seeding
 * transaction: they use only the query API, which a transaction shares with the database
 * (`$client`, which a transaction lacks, serves only the public caches' state reader, not used
 * here). Nothing is read back through a cache, so the job cache is one that never caches: its
 * state has no change counter.
 */
async function writeDemoContent(tx: Transaction, content: DemoContent): Promise<void> {
  const db = tx as unknown as Database;
  const neverCache = createPublicJobCache(async () => ({ version: "", now: 0, nextChange: null }));
  const companyService = createCompanyService(db, neverCache);
  const jobService = createJobService(db, companyService.exists, neverCache);
  const eventService = createEventService(db);
  const blogService = createBlogService(db);
  const videoService = createVideoService(db);

  const companyIds = new Map<string, string>();
  for (const company of content.companies) {
    const created = await companyService.create(company);
    companyIds.set(created.slug, created.id);
  }
  for (const { company, job } of content.jobs) {
    await jobService.create({ ...job, companyId: companyIds.get(company)! });
  }
  for (const event of content.events) await eventService.create(event);
  for (const post of content.posts) await blogService.create(post);
  for (const video of content.videos) await videoService.create(video);
}

/**
 * Fills an empty database with demo companies, jobs, events, posts and videos, in one
 * transaction under a lock: several instances starting together seed once, and never half.
 */
export async function seedDemoContent(db: Database, log: Logger): Promise<void> {
  const content = await loadDemoContent();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(companies);
    if (existing && existing.value > 0) return;
    await writeDemoContent(tx, content);
    log.info(
      {
        companies: content.companies.length,
        jobs: content.jobs.length,
        events: content.events.length,
        posts: content.posts.length,
      },
      "demo content seeded",
    );
  });
}
