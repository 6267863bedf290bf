import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { MemberRole } from "#shared/constants.ts";
import { users } from "./accounts.ts";
import { companies } from "./companies.ts";
import { jobs } from "./jobs.ts";

/** Who works for a company on the site: its owners and recruiters (ARCHITECTURE §9.1). */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar({ length: 16 }).$type<MemberRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_members_user_idx").on(table.userId),
  ],
);

/**
 * An owner's invitation of a colleague by e-mail: the link carries a random token of which only
 * a SHA-256 is kept; it works once, for the invited address, until it expires.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: varchar({ length: 254 }).notNull(),
    role: varchar({ length: 16 }).$type<MemberRole>().notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invitations_company_idx").on(table.companyId),
    // One open invitation per address and company: inviting again replaces it.
    uniqueIndex("invitations_open_idx")
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);

/** How often each job's page was opened, per day: what its employer's statistics show. */
export const jobViews = pgTable(
  "job_views",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);
