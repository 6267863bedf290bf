import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { EventStatus } from "#shared/constants.ts";

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: varchar({ length: 160 }).notNull(),
    summary: varchar({ length: 300 }),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    timezone: varchar({ length: 64 }).notNull().default("Asia/Singapore"),
    format: varchar({ length: 16 }).$type<"online" | "in-person" | "hybrid">().notNull(),
    venue: varchar({ length: 200 }),
    city: varchar({ length: 120 }),
    onlineUrl: text(),
    imageUrl: text(),
    registrationUrl: text(),
    capacity: integer(),
    status: varchar({ length: 16 }).$type<EventStatus>().notNull().default("draft"),
    // BCP 47 tag of the language it is written in (content language, not the reader's).
    language: varchar({ length: 35 }).notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("events_starts_at_idx").on(table.startsAt)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: varchar({ length: 180 }).notNull().unique(),
    title: varchar({ length: 200 }).notNull(),
    author: varchar({ length: 120 }).notNull().default(""),
    excerpt: varchar({ length: 300 }),
    body: text().notNull().default(""),
    coverImageUrl: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: varchar({ length: 16 }).$type<"draft" | "published">().notNull().default("draft"),
    // BCP 47 tag of the language it is written in (content language, not the reader's).
    language: varchar({ length: 35 }).notNull().default("en"),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("blog_posts_public_idx").on(table.status, table.publishedAt.desc()),
    index("blog_posts_tags_idx").using("gin", table.tags),
  ],
);

export const videos = pgTable("videos", {
  id: uuid().primaryKey().defaultRandom(),
  title: varchar({ length: 200 }).notNull(),
  tag: varchar({ length: 60 }),
  thumbnailUrl: text(),
  url: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
