import type { BlogPost } from "#shared/schemas/blogs.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Event } from "#shared/schemas/events.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { formatPostDate, readingMinutes } from "../../components/blog/post-meta.ts";
import type { PostViewData } from "../../components/blog/post-view.tsx";
import { describeEventTime, hasEnded } from "../../components/events/event-time.ts";
import type { EventViewData } from "../../components/events/event-view.tsx";
import type { JobViewData } from "../../components/jobs/job-view.tsx";
import { api } from "../../lib/api-client.ts";
import { eventPublication, jobPublication, postPublication } from "./publication.ts";

export const PREVIEW_RESOURCES = ["jobs", "blogs", "events"] as const;
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];

/** What a preview shows: the public page's own data, and where the item stands now. */
export type Preview = { title: string; summary: string } & (
  | { resource: "jobs"; view: JobViewData }
  | { resource: "blogs"; view: PostViewData }
  | { resource: "events"; view: EventViewData }
);

/** Markdown as the site shows it: the server's own renderer and sanitiser (the editor's preview). */
const toHtml = async (markdown: string) =>
  (await api.post<{ html: string }>("/markdown/preview", { markdown })).html;

/** The words of rendered HTML, for the reading time; parsed inert, nothing in it runs or loads. */
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/**
 * Loads a draft (or a scheduled or closed item) through the admin API and shapes it as its
 * public page's loader would, as if published now: the page shows what the public will see
 * once it is published, not the "closed" or "draft" state it is in. What only the public site
 * can know is left out: a job's similar jobs.
 */
export async function loadPreview(resource: PreviewResource, id: string): Promise<Preview> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  if (resource === "jobs") {
    const job = await api.get<Job>(`/jobs/${id}`);
    const [company, descriptionHtml] = await Promise.all([
      api.get<Company>(`/companies/${job.companyId}`),
      toHtml(job.description),
    ]);
    const { description: _markdown, ...shown } = job;
    return {
      resource,
      title: job.title,
      summary: jobPublication(job, now).summary,
      view: {
        job: { ...shown, status: "published", publishedAt: job.publishedAt ?? nowIso },
        company,
        descriptionHtml,
        similar: [],
        now,
      },
    };
  }
  if (resource === "blogs") {
    const post = await api.get<BlogPost>(`/blogs/${id}`);
    const html = await toHtml(post.body);
    const { body: _markdown, ...shown } = post;
    const publishedAt = post.publishedAt ?? nowIso;
    return {
      resource,
      title: post.title,
      summary: postPublication(post, now).summary,
      view: {
        post: { ...shown, status: "published", publishedAt },
        html,
        date: formatPostDate("en", publishedAt),
        readingTime: readingMinutes(textOf(html)),
      },
    };
  }
  const event = await api.get<Event>(`/events/${id}`);
  return {
    resource,
    title: event.title,
    summary: eventPublication(event).summary,
    view: {
      event: { ...event, status: event.status === "draft" ? "published" : event.status },
      html: await toHtml(event.description),
      when: describeEventTime("en", event.startsAt, event.endsAt, event.timezone),
      ended: hasEnded(event.startsAt, event.endsAt, now),
    },
  };
}
