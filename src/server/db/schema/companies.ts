import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { ApplicationNotices, Initiative } from "#shared/constants.ts";

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
    // The published companies' ids, read whole by the public job visibility test: an index-only
    // scan of it is a third of the cost of reading the companies table.
    index("companies_published_idx").on(table.id).where(sql`${table.published}`),
  ],
);
