import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { blogPosts, companies, events, jobs, videos } from "../schema/index.ts";
import { loadDemoContent } from "./demo-content.ts";
import { seedDemoContent } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rows = async (
  table: typeof companies | typeof jobs | typeof events | typeof blogPosts | typeof videos,
) => (await t.services.db.select({ value: count() }).from(table))[0]?.value;

it("seeds an empty database once, even when two instances start together", async () => {
  const log = createLogger("silent", false);
  await Promise.all([seedDemoContent(t.services.db, log), seedDemoContent(t.services.db, log)]);
  await seedDemoContent(t.services.db, log);
  const demo = await loadDemoContent();
  expect(await rows(companies)).toBe(demo.companies.length);
  expect(await rows(jobs)).toBe(demo.jobs.length);
  expect(await rows(events)).toBe(demo.events.length);
  expect(await rows(blogPosts)).toBe(demo.posts.length);
  expect(await rows(videos)).toBe(demo.videos.length);
});

it("writes through the services: their rules hold for the demo content", async () => {
  const posts = await t.services.db.select().from(blogPosts);
  for (const post of posts) {
    expect(post.tags).toEqual(post.tags.map((tag) => tag.toLowerCase()));
    expect(post.publishedAt === null).toBe(post.status === "draft");
  }
  const drafts = await t.services.jobs.listAdmin({ page: 1, pageSize: 100, status: "draft" });
  expect(drafts.items.length).toBeGreaterThan(0);
  for (const job of drafts.items) expect(job.publishedAt).toBeNull();
});
