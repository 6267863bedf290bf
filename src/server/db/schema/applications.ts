import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { ApplicationStatus, StatusChange } from "#shared/schemas/applications.ts";
import { users } from "./accounts.ts";
import { files } from "./files.ts";
import { jobs } from "./jobs.ts";

/** An application made on this site: her CV and note for one job, with the consent she gave. */
export const applications = pgTable(
  "applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cvFileId: uuid()
      .notNull()
      .references(() => files.id),
    note: text(),
    // The consent line exactly as she was shown it (naming the company and its country).
    consentText: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 16 }).$type<ApplicationStatus>().notNull().default("submitted"),
    statusHistory: jsonb().$type<StatusChange[]>().notNull().default([]),
    // Set when the new-application notice went out (at once, or in a daily summary).
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("applications_job_idx").on(table.jobId, table.status),
    index("applications_applicant_idx").on(table.applicantId),
    index("applications_cv_idx").on(table.cvFileId),
    // One live application per job and person; after withdrawing she may apply again.
    uniqueIndex("applications_one_live_idx")
      .on(table.jobId, table.applicantId)
      .where(sql`${table.status} <> 'withdrawn'`),
  ],
);

/** A reviewer's private note on an application: never shown to the applicant. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    authorName: varchar({ length: 120 }).notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId)],
);

/** Apply clicks per job and day (to the employer's site or by e-mail): the employer's statistics. */
export const jobApplyClicks = pgTable(
  "job_apply_clicks",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date().notNull(),
    clicks: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);
