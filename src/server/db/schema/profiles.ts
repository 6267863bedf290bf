import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { EmploymentType, JobCategory, Workplace } from "#shared/constants.ts";
import type { PROFILE_ENTRY_KINDS, PROFILE_VISIBILITIES } from "#shared/schemas/profiles.ts";
import { users } from "./accounts.ts";

/** A job seeker's profile: one per member, made when she first saves it. */
export const profiles = pgTable("profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  headline: varchar({ length: 160 }),
  location: varchar({ length: 120 }),
  country: varchar({ length: 2 }),
  categories: jsonb().$type<JobCategory[]>().notNull().default([]),
  workplaces: jsonb().$type<Workplace[]>().notNull().default([]),
  employmentTypes: jsonb().$type<EmploymentType[]>().notNull().default([]),
  preferredLocations: jsonb().$type<string[]>().notNull().default([]),
  skills: jsonb().$type<string[]>().notNull().default([]),
  visibility: varchar({ length: 16 })
    .$type<(typeof PROFILE_VISIBILITIES)[number]>()
    .notNull()
    .default("private"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Her history: jobs, studies and career breaks, each with its months ("2021-04"). */
export const profileEntries = pgTable(
  "profile_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar({ length: 16 }).$type<(typeof PROFILE_ENTRY_KINDS)[number]>().notNull(),
    title: varchar({ length: 160 }).notNull(),
    organisation: varchar({ length: 160 }),
    startedOn: varchar({ length: 7 }).notNull(),
    endedOn: varchar({ length: 7 }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("profile_entries_user_idx").on(table.userId)],
);
