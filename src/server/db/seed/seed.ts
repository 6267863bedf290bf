import { count, sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger.ts";
import { systemActor } from "../../policies/actor.ts";
import { createContentServices } from "../../services.ts";
import type { Database } from "../client.ts";
import { companies } from "../schema/index.ts";
import { type DemoContent, loadDemoContent } from "./demo-content.ts";

const SEED_LOCK_KEY = 7_461_122_020;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Writes the demo content through the services, as the platform itself, so their rules (slugs,
 * lower-case tags, publication dates) apply to it too and each item's history starts with its
 * creation. The services run on the seeding transaction, uncached.
 */
async function writeDemoContent(tx: Transaction, content: DemoContent): Promise<void> {
  const services = createContentServices(tx);
  const seeder = systemActor("demo-seeder");
  const companyIds = new Map<string, string>();
  for (const company of content.companies) {
    const created = await services.companies.create(seeder, company);
    companyIds.set(created.slug, created.id);
  }
  for (const { company, job } of content.jobs) {
    await services.jobs.create(seeder, { ...job, companyId: companyIds.get(company)! });
  }
  for (const event of content.events) await services.events.create(seeder, event);
  for (const post of content.posts) await services.blogs.create(seeder, post);
  for (const video of content.videos) await services.videos.create(seeder, video);
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
