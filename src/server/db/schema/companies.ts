import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { ApplicationNotices, CompanyStatus, Initiative } from "#shared/constants.ts";

export const companies = pgTable(
  "companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: varchar({ length: 140 }).notNull().unique(),
    name: varchar({ length: 120 }).notNull(),
    logoUrl: text(),
    website: text(),
    tagline: varchar({ length: 160 }),
    description: text().notNull().default(""),
    industry: varchar({ length: 120 }),
    size: varchar({ length: 16 }),
    headquarters: varchar({ length: 120 }),
    country: varchar({ length: 2 }),
    // How reviewers hear of applications made on this site: one e-mail each, or a daily summary.
    applicationNotices: varchar({ length: 8 })
      .$type<ApplicationNotices>()
      .notNull()
      .default("each"),
    initiatives: text().array().$type<Initiative[]>().notNull().default(sql`'{}'::text[]`),
    // The company's own words for each initiative it claims: the evidence an admin checks.
    initiativeEvidence: jsonb()
      .$type<Partial<Record<Initiative, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The claims an admin has checked; the others are shown as the company's own statement.
    verifiedInitiatives: text().array().$type<Initiative[]>().notNull().default(sql`'{}'::text[]`),
    // A company that joined by itself is pending until an admin approves or declines it (with a
    // reason it is told); nothing of it is public before it is approved.
    status: varchar({ length: 8 }).$type<CompanyStatus>().notNull().default("approved"),
    declineReason: text(),
    // A trusted company's jobs go live when its people publish them; the others' wait for review.
    trusted: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    // BCP 47 tag of the language it is written in (content language, not the reader's).
    language: varchar({ length: 35 }).notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("companies_initiatives_idx").using("gin", table.initiatives),
    index("companies_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    // The unpublished companies' ids, which the public job visibility test leaves out: a handful
    // of entries, where the published ones were read whole for every statement.
    index("companies_unpublished_idx").on(table.id).where(sql`not ${table.published}`),
    index("companies_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check(
      "companies_public_when_approved",
      sql`not ${table.published} or ${table.status} = 'approved'`,
    ),
  ],
);
