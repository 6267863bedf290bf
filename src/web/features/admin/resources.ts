import {
  BLOG_POST_TYPE,
  COMPANY_TYPE,
  type ContentType,
  CURRENCY_RATE_TYPE,
  EVENT_TYPE,
  JOB_TYPE,
  SYNONYM_TYPE,
  VIDEO_TYPE,
} from "#shared/content-types.ts";
import type { BlogPost, Video } from "#shared/schemas/blogs.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { CurrencyRate } from "#shared/schemas/currency-rates.ts";
import type { Event } from "#shared/schemas/events.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import type { SynonymGroup } from "#shared/schemas/search.ts";
import {
  companyPublication,
  eventPublication,
  jobPublication,
  type Publication,
  postPublication,
} from "./publication.ts";

/** What the list and the form of one kind of item both say of it. */
export type AdminResource<Item> = ContentType & {
  /** How far an item is published, for the kinds that can be. */
  publication?: (item: Item) => Publication;
};

export const COMPANIES: AdminResource<Company> = {
  ...COMPANY_TYPE,
  publication: companyPublication,
};
export const JOBS: AdminResource<Job> = { ...JOB_TYPE, publication: jobPublication };
export const EVENTS: AdminResource<Event> = { ...EVENT_TYPE, publication: eventPublication };
export const BLOG_POSTS: AdminResource<BlogPost> = {
  ...BLOG_POST_TYPE,
  publication: postPublication,
};
/** Videos are on the site from their date on: they have no publishing of their own. */
export const VIDEOS: AdminResource<Video> = VIDEO_TYPE;
/** Search synonyms are in force once saved: nothing to publish. */
export const SYNONYMS: AdminResource<SynonymGroup> = SYNONYM_TYPE;
/** Exchange rates apply once saved. */
export const CURRENCY_RATES: AdminResource<CurrencyRate> = CURRENCY_RATE_TYPE;
