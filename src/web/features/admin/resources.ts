import type { PluralForms } from "#shared/plural.ts";
import type { BlogPost, Video } from "#shared/schemas/blogs.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Event } from "#shared/schemas/events.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import {
  companyPublication,
  eventPublication,
  jobPublication,
  type Publication,
  postPublication,
} from "./publication.ts";

/** What the list and the form of one kind of item both say of it. */
export type AdminResource<Item> = {
  /** API and admin path segment: "companies" → /api/companies and /admin/companies. */
  resource: string;
  /** { one: "company", other: "companies" }: "New company", the count above the list. */
  nouns: PluralForms;
  /** The name its changes are recorded under in the history: "company". */
  entity: string;
  /** How far an item is published, for the kinds that can be. */
  publication?: (item: Item) => Publication;
};

export const COMPANIES: AdminResource<Company> = {
  resource: "companies",
  nouns: { one: "company", other: "companies" },
  entity: "company",
  publication: companyPublication,
};

export const JOBS: AdminResource<Job> = {
  resource: "jobs",
  nouns: { one: "job", other: "jobs" },
  entity: "job",
  publication: jobPublication,
};

export const EVENTS: AdminResource<Event> = {
  resource: "events",
  nouns: { one: "event", other: "events" },
  entity: "event",
  publication: eventPublication,
};

export const BLOG_POSTS: AdminResource<BlogPost> = {
  resource: "blogs",
  nouns: { one: "blog post", other: "blog posts" },
  entity: "blog",
  publication: postPublication,
};

/** Videos are on the site from their date on: they have no publishing of their own. */
export const VIDEOS: AdminResource<Video> = {
  resource: "videos",
  nouns: { one: "video", other: "videos" },
  entity: "video",
};
