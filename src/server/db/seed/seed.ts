import { count, sql } from "drizzle-orm";
import { zonedWallTimeToIso } from "#shared/time.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Database } from "../client.ts";
import { blogPosts, companies, events, jobs, videos } from "../schema/index.ts";
import { demoCompanies } from "./demo-companies.ts";
import { demoEvents } from "./demo-events.ts";
import { demoJobs } from "./demo-jobs.ts";
import { demoPosts } from "./demo-posts.ts";
import { demoVideos } from "./demo-videos.ts";

const DAY = 86_400_000;
const SEED_LOCK_KEY = 7_461_122_020;

/** Local wall-clock hour in a time zone, as an instant: the event's start as its city sees it. */
function zonedHour(daysFromNow: number, hour: number, timeZone: string): Date {
  const day = new Date(Date.now() + daysFromNow * DAY).toISOString().slice(0, 10);
  return new Date(zonedWallTimeToIso(`${day}T${String(hour).padStart(2, "0")}:00`, timeZone));
}

/**
 * Fills an empty database with demo companies, jobs, events, posts and videos, in one
 * transaction under a lock: several instances starting together seed once, and never half.
 */
export async function seedDemoContent(db: Database, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(companies);
    if (existing && existing.value > 0) return;

    const now = Date.now();
    const companyRows = await tx
      .insert(companies)
      .values(demoCompanies.map((company) => ({ ...company })))
      .returning({ id: companies.id, slug: companies.slug });
    const companyIds = new Map(companyRows.map((row) => [row.slug, row.id]));

    await tx.insert(jobs).values(
      demoJobs.map(({ companySlug, publishedDaysAgo, expiresInDays, ...job }) => {
        const companyId = companyIds.get(companySlug);
        if (!companyId)
          throw new Error(`Demo job "${job.title}" names unknown company ${companySlug}`);
        return {
          ...job,
          companyId,
          publishedAt: job.status === "draft" ? null : new Date(now - publishedDaysAgo * DAY),
          expiresAt: expiresInDays === undefined ? null : new Date(now + expiresInDays * DAY),
        };
      }),
    );
    await tx.insert(events).values(
      demoEvents.map(({ startsInDays, startHourLocal, durationHours, ...event }) => {
        const startsAt = zonedHour(startsInDays, startHourLocal, event.timezone);
        return {
          ...event,
          startsAt,
          endsAt: new Date(startsAt.getTime() + durationHours * 3_600_000),
        };
      }),
    );
    await tx.insert(blogPosts).values(
      demoPosts.map(({ publishedDaysAgo, ...post }) => ({
        ...post,
        // Stored lower-case, as the blog service stores tags, so tag filters match.
        tags: post.tags.map((tag) => tag.toLowerCase()),
        publishedAt: post.status === "published" ? new Date(now - publishedDaysAgo * DAY) : null,
      })),
    );
    await tx.insert(videos).values(
      demoVideos.map(({ publishedDaysAgo, ...video }) => ({
        ...video,
        publishedAt: new Date(now - publishedDaysAgo * DAY),
      })),
    );
    log.info(
      {
        companies: demoCompanies.length,
        jobs: demoJobs.length,
        events: demoEvents.length,
        posts: demoPosts.length,
      },
      "demo content seeded",
    );
  });
}
