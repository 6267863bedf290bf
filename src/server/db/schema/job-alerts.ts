import { index, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { AlertFrequency, AlertQuery } from "#shared/schemas/job-alerts.ts";
import { users } from "./accounts.ts";

/**
 * "Alert me about jobs like these": a /jobs search a member keeps, mailed to her daily or
 * weekly with the jobs published since the previous look (`checkedUntil`).
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // What the search was called on the page it was made from, in her language then.
    label: varchar({ length: 200 }).notNull(),
    query: jsonb().$type<AlertQuery>().notNull(),
    frequency: varchar({ length: 8 }).$type<AlertFrequency>().notNull(),
    pausedAt: timestamp({ withTimezone: true }),
    // Jobs published after this are new to her; each run moves it on, mail or not.
    checkedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_alerts_user_idx").on(table.userId)],
);

/** Secrets the instances share, made on first use: the key that signs unsubscribe links. */
export const siteSecrets = pgTable("site_secrets", {
  name: varchar({ length: 64 }).primaryKey(),
  value: varchar({ length: 128 }).notNull(),
});
