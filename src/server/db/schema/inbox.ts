import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";

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

/** Mail that could not go out through SMTP (none configured, or the server refused): kept, never lost. */
export const outbox = pgTable("outbox", {
  id: uuid().primaryKey().defaultRandom(),
  to: varchar({ length: 254 }).notNull(),
  subject: varchar({ length: 300 }).notNull(),
  text: text().notNull(),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
