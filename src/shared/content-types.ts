import type { PluralForms } from "./plural.ts";
import type { AuditEntity } from "./schemas/audit.ts";

/** What the API, its documentation and the admin area all say of one kind of site content. */
export type ContentType = {
  /** The path segment: "companies" → /api/companies and /admin/companies. */
  resource: string;
  /** The name its changes are recorded under in the history. */
  entity: AuditEntity;
  /** "New company", "14 companies", "Delete a company". */
  nouns: PluralForms & { one: string };
  /** Found by id or slug on the public site (companies and posts have slugs in their URLs). */
  publicBySlug?: boolean;
};

export const COMPANY_TYPE: ContentType = {
  resource: "companies",
  entity: "company",
  nouns: { one: "company", other: "companies" },
  publicBySlug: true,
};

export const JOB_TYPE: ContentType = {
  resource: "jobs",
  entity: "job",
  nouns: { one: "job", other: "jobs" },
};

export const EVENT_TYPE: ContentType = {
  resource: "events",
  entity: "event",
  nouns: { one: "event", other: "events" },
};

export const BLOG_POST_TYPE: ContentType = {
  resource: "blogs",
  entity: "blog",
  nouns: { one: "blog post", other: "blog posts" },
  publicBySlug: true,
};

export const VIDEO_TYPE: ContentType = {
  resource: "videos",
  entity: "video",
  nouns: { one: "video", other: "videos" },
};

/** Words that mean the same job in other languages, for search (decision 0015). */
export const SYNONYM_TYPE: ContentType = {
  resource: "synonyms",
  entity: "synonym",
  nouns: { one: "synonym group", other: "synonym groups" },
};

/** The exchange rates salaries are compared by (decision 0015). */
export const CURRENCY_RATE_TYPE: ContentType = {
  resource: "currency-rates",
  entity: "currency-rate",
  nouns: { one: "currency rate", other: "currency rates" },
};
