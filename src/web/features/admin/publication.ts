import type { BlogPost } from "#shared/schemas/blogs.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Event } from "#shared/schemas/events.ts";
import type { Job } from "#shared/schemas/jobs.ts";

/** draft → Publish; published → Unpublish; anything else (a closed job, a cancelled event) → neither. */
export type PublishState = "draft" | "published" | "other";

/** A date still to come, when an item's own date holds it back: it is scheduled, not live. */
export function scheduledFor(publishedAt: string | null | undefined, now = Date.now()) {
  return publishedAt && Date.parse(publishedAt) > now ? publishedAt : null;
}

/** Where an item stands with the public, for its row actions and its edit screen. */
export type Publication = {
  state: PublishState;
  /** For the status badge. */
  status: string;
  /** One sentence for the edit screen. */
  summary: string;
  /** The public page, when the public can see it now. */
  siteHref: string | null;
  /** The admin preview, for what the public cannot see yet. */
  previewHref: string | null;
};

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });
const when = (iso: string) => longDate.format(new Date(iso));
const OFF = "not on the site";

export function jobPublication(job: Job, now = Date.now()): Publication {
  const later = job.status === "published" ? scheduledFor(job.publishedAt, now) : null;
  const expired =
    job.status === "published" && job.expiresAt !== null && Date.parse(job.expiresAt) <= now;
  const live = job.status === "published" && !later && !expired;
  const summary =
    job.status === "draft"
      ? `Draft: ${OFF}.`
      : job.status === "closed"
        ? "Closed: its page tells visitors the job has closed."
        : later
          ? `Published, scheduled: it appears on the site on ${when(later)}.`
          : expired
            ? `Published, but it expired on ${when(job.expiresAt!)}: ${OFF}.`
            : "Published: on the site.";
  return {
    state: job.status === "closed" ? "other" : job.status,
    status: later ? "scheduled" : expired ? "expired" : job.status,
    summary,
    siteHref: live ? `/jobs/${job.id}` : null,
    previewHref: live ? null : `/admin/jobs/preview/${job.id}`,
  };
}

export function postPublication(post: BlogPost, now = Date.now()): Publication {
  const later = post.status === "published" ? scheduledFor(post.publishedAt, now) : null;
  const live = post.status === "published" && !later;
  return {
    state: post.status,
    status: later ? "scheduled" : post.status,
    summary:
      post.status === "draft"
        ? `Draft: ${OFF}.`
        : later
          ? `Published, scheduled: it appears on the site on ${when(later)}.`
          : "Published: on the site.",
    siteHref: live ? `/blog/${post.slug}` : null,
    previewHref: live ? null : `/admin/blogs/preview/${post.id}`,
  };
}

const EVENT_SUMMARIES = {
  draft: `Draft: ${OFF}.`,
  published: "Published: on the site.",
  cancelled: "Cancelled: on the site, marked as cancelled.",
  completed: "Completed: on the site as a past event.",
} as const;

export function eventPublication(event: Event): Publication {
  const live = event.status !== "draft";
  return {
    state: event.status === "draft" || event.status === "published" ? event.status : "other",
    status: event.status,
    summary: EVENT_SUMMARIES[event.status],
    siteHref: live ? `/events/${event.id}` : null,
    previewHref: live ? null : `/admin/events/preview/${event.id}`,
  };
}

export function companyPublication(company: Company): Publication {
  return {
    state: company.published ? "published" : "draft",
    status: company.published ? "published" : "unpublished",
    summary: company.published
      ? "Published: on the site, with its open jobs."
      : "Unpublished: the company and its jobs are hidden from the site.",
    siteHref: company.published ? `/companies/${company.slug}` : null,
    previewHref: null,
  };
}
