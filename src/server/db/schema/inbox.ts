import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${table.email})`)],
);

/**
 * Every mail the site sends, written in the transaction of whatever asked for it and delivered
 * by the worker (decision 0016): queued until `sentAt`, or given up on at `failedAt` after the
 * last attempt, with the last `error`. An admin can send a failed one again.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: varchar({ length: 254 }).notNull(),
    replyTo: varchar({ length: 254 }),
    subject: varchar({ length: 300 }).notNull(),
    text: text().notNull(),
    html: text(),
    // Extra headers, such as List-Unsubscribe for bulk mail.
    headers: jsonb().$type<Record<string, string>>(),
    attempts: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("outbox_created_idx").on(table.createdAt.desc())],
);
