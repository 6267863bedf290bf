import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type {
  ApplyMethod,
  EmploymentType,
  JobCategory,
  JobStatus,
  Workplace,
} from "#shared/constants.ts";
import { companies } from "./companies.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: varchar({ length: 160 }).notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    location: varchar({ length: 120 }),
    country: varchar({ length: 2 }),
    workplace: varchar({ length: 16 }).$type<Workplace>().notNull().default("onsite"),
    employmentType: varchar({ length: 16 }).$type<EmploymentType>().notNull().default("full-time"),
    category: varchar({ length: 16 }).$type<JobCategory>().notNull().default("other"),
    description: text().notNull(),
    salaryMin: integer(),
    salaryMax: integer(),
    salaryCurrency: varchar({ length: 3 }),
    salaryPeriod: varchar({ length: 8 }).$type<"year" | "month" | "hour">(),
    // The top of the salary range (or its only figure) in US dollars a year, at the rate of
    // `currency_rates`: what salaries are sorted and filtered by. Kept by triggers; null when the
    // currency, period or rate is unknown, so such a job is never compared by raw numbers.
    salaryUsdPerYear: numeric({ mode: "number" }),
    // How she applies: on this site, on the employer's (applyUrl) or by e-mail (applyEmail). For
    // on-site applications, applyEmail is where the notices of new applications go.
    applyMethod: varchar({ length: 8 }).$type<ApplyMethod>().notNull().default("onsite"),
    applyUrl: text(),
    applyEmail: text(),
    status: varchar({ length: 16 }).$type<JobStatus>().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    // When it was last closed (null while open): applications are kept for a period after it.
    closedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    // A job its company's people published while the company is not trusted: it stays a draft,
    // in the admins' review queue, until one publishes it (or takes it down).
    reviewRequestedAt: timestamp({ withTimezone: true }),
    // Why an admin took it down (it is closed then): its employer sees this.
    takedownReason: text(),
    // When its employer was told it expires in a week (reset when it is renewed).
    expiryNoticeSentAt: timestamp({ withTimezone: true }),
    featured: boolean().notNull().default(false),
    // BCP 47 tag of the language it is written in (content language, not the reader's).
    language: varchar({ length: 35 }).notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Maintained by triggers (see the search migrations): title (A) > company name (B) > description
    // (C), what a search matches; and title and company name alone, what it ranks by.
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
    titleVector: tsvector().notNull().default(sql`''::tsvector`),
    // Title and company name, for trigram matching of partial and non-Latin words.
    searchText: text().notNull().default(""),
    // Single characters and pairs of every run of Han, Kana, Hangul or Thai letters in the title
    // and company name: scripts written without spaces, found from one character on.
    searchGrams: tsvector().notNull().default(sql`''::tsvector`),
  },
  (table) => [
    index("jobs_search_vector_idx").using("gin", table.searchVector),
    index("jobs_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("jobs_search_grams_idx").using("gin", table.searchGrams),
    // The same three for published jobs alone, which every public search is limited to: the
    // search's matches need no second bitmap (of every published job) to be intersected with,
    // and the indexes hold only what the public can find (docs/decisions/0005).
    index("jobs_public_search_vector_idx")
      .using("gin", table.searchVector)
      .where(sql`${table.status} = 'published'`),
    index("jobs_public_search_text_trgm_idx")
      .using("gin", sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.status} = 'published'`),
    index("jobs_public_search_grams_idx")
      .using("gin", table.searchGrams)
      .where(sql`${table.status} = 'published'`),
    index("jobs_public_newest_idx").on(table.status, table.publishedAt.desc()),
    index("jobs_company_idx").on(table.companyId),
    // The default order of every list, newest first (`newest` in the jobs service): page 1
    // reads 20 index entries instead of sorting every visible job.
    index("jobs_newest_idx").on(sql`coalesce(${table.publishedAt}, ${table.createdAt})`),
    // Everything the public visibility test reads, per company: counts of public jobs (list
    // totals, a company's open jobs) become index-only scans.
    index("jobs_public_company_idx")
      .on(table.companyId, table.publishedAt, table.expiresAt)
      .where(sql`${table.status} = 'published'`),
    // "Highest salary" walks this index; "salary at least" is a range of it.
    index("jobs_public_salary_idx")
      .on(sql`${table.salaryUsdPerYear} desc nulls last`)
      .where(sql`${table.status} = 'published'`),
    // When the next published job expires: the moment cached public lists stop being current.
    index("jobs_public_expiry_idx").on(table.expiresAt).where(sql`${table.status} = 'published'`),
    // The admins' review queue, oldest first.
    index("jobs_review_queue_idx")
      .on(table.reviewRequestedAt)
      .where(sql`${table.reviewRequestedAt} is not null`),
  ],
);
