import { mkdir, writeFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import { stringify } from "yaml";
import { slugify } from "#shared/slug.ts";
import { demoCompanies } from "./demo-companies.ts";
import { loadDemoContent } from "./demo-content.ts";
import { demoEvents } from "./demo-events.ts";
import { demoJobs } from "./demo-jobs.ts";
import { demoPosts } from "./demo-posts.ts";
import { demoVideos } from "./demo-videos.ts";

const root = new URL("./demo/", import.meta.url);
const names = new Set<string>();

async function write(kind: string, name: string, fields: object, body?: string) {
  const path = `${kind}/${name}.md`;
  if (names.has(path)) throw new Error(`duplicate ${path}`);
  names.add(path);
  if (body !== undefined && body !== body.trim()) throw new Error(`${path}: untrimmed body`);
  await mkdir(new URL(`${kind}/`, root), { recursive: true });
  const text = `---\n${stringify(fields, { lineWidth: 100 })}---\n${body === undefined ? "" : `\n${body}\n`}`;
  await writeFile(new URL(path, root), text);
}

for (const { slug, description, ...company } of demoCompanies)
  await write("companies", slug, company, description);
for (const { companySlug, description, publishedDaysAgo, ...job } of demoJobs)
  await write(
    "jobs",
    `${companySlug}-${slugify(job.title)}`,
    { company: companySlug, ...job, ...(job.status === "draft" ? {} : { publishedDaysAgo }) },
    description,
  );
for (const { description, ...event } of demoEvents)
  await write("events", slugify(event.title), event, description);
for (const { slug, body, publishedDaysAgo, ...post } of demoPosts)
  await write(
    "posts",
    slug,
    { ...post, ...(post.status === "published" ? { publishedDaysAgo } : {}) },
    body,
  );
for (const video of demoVideos) await write("videos", slugify(video.title), video);

// Round trip: the files load to the same items with the same text.
const content = await loadDemoContent(root, 0);
const byKey = <T>(items: T[], key: (item: T) => string) =>
  new Map(items.map((item) => [key(item), item]));
const check = (label: string, ok: boolean) => {
  if (!ok) throw new Error(`mismatch: ${label}`);
};
check(
  "counts",
  content.companies.length === demoCompanies.length &&
    content.jobs.length === demoJobs.length &&
    content.events.length === demoEvents.length &&
    content.posts.length === demoPosts.length &&
    content.videos.length === demoVideos.length,
);
const companies = byKey(content.companies, (c) => c.slug!);
for (const c of demoCompanies) {
  const loaded = companies.get(c.slug)!;
  for (const [k, v] of Object.entries(c))
    check(`company ${c.slug}.${k}`, isDeepStrictEqual((loaded as Record<string, unknown>)[k], v));
}
const jobs = byKey(content.jobs, (j) => `${j.company}|${j.job.title}`);
for (const { companySlug, publishedDaysAgo, expiresInDays, ...j } of demoJobs) {
  const loaded = jobs.get(`${companySlug}|${j.title}`)!;
  for (const [k, v] of Object.entries(j))
    check(`job ${j.title}.${k}`, isDeepStrictEqual((loaded.job as Record<string, unknown>)[k], v));
  check(
    `job ${j.title} publishedAt`,
    j.status === "draft"
      ? loaded.job.publishedAt === undefined
      : loaded.job.publishedAt === new Date(-publishedDaysAgo * 86_400_000).toISOString(),
  );
  check(
    `job ${j.title} expiresAt`,
    expiresInDays === undefined
      ? loaded.job.expiresAt === undefined
      : loaded.job.expiresAt === new Date(expiresInDays * 86_400_000).toISOString(),
  );
}
const events = byKey(content.events, (e) => e.title);
for (const { startsInDays, startHourLocal, durationHours, ...e } of demoEvents) {
  const loaded = events.get(e.title)!;
  for (const [k, v] of Object.entries(e))
    check(`event ${e.title}.${k}`, isDeepStrictEqual((loaded as Record<string, unknown>)[k], v));
  check(
    `event duration ${e.title}`,
    Date.parse(loaded.endsAt!) - Date.parse(loaded.startsAt) === durationHours * 3_600_000,
  );
}
const posts = byKey(content.posts, (p) => p.slug!);
for (const { publishedDaysAgo, ...p } of demoPosts) {
  const loaded = posts.get(p.slug)!;
  for (const [k, v] of Object.entries(p))
    check(`post ${p.slug}.${k}`, isDeepStrictEqual((loaded as Record<string, unknown>)[k], v));
  check(
    `post ${p.slug} publishedAt`,
    p.status === "published"
      ? loaded.publishedAt === new Date(-publishedDaysAgo * 86_400_000).toISOString()
      : loaded.publishedAt === undefined,
  );
}
const videos = byKey(content.videos, (v) => v.title);
for (const { publishedDaysAgo, ...v } of demoVideos) {
  const loaded = videos.get(v.title)!;
  for (const [k, val] of Object.entries(v))
    check(`video ${v.title}.${k}`, isDeepStrictEqual((loaded as Record<string, unknown>)[k], val));
  check(
    `video publishedAt`,
    loaded.publishedAt === new Date(-publishedDaysAgo * 86_400_000).toISOString(),
  );
}
console.log("round trip ok", names.size, "files");
