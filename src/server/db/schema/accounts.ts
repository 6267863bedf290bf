import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { Role } from "#shared/constants.ts";
import type { LocaleCode } from "#shared/locales.ts";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 120 }).notNull().default(""),
    role: varchar({ length: 16 }).$type<Role>().notNull().default("member"),
    passwordHash: text().notNull(),
    // The interface language her e-mails are written in: the one she signed up in, until she
    // chooses another on her account page.
    locale: varchar({ length: 16 }).$type<LocaleCode>().notNull().default("en"),
    // When she opened the link e-mailed at sign-up; until then she cannot create alerts or apply.
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail addresses are unique whatever their case.
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    // Only a SHA-256 of the bearer token is stored: a database leak yields no usable token.
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Refreshed at most every few minutes: a session unused for too long ends (see the service).
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The browser it was started from, so its owner can tell her sessions apart.
    userAgent: varchar({ length: 200 }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export type AccountTokenPurpose = "reset-password" | "verify-email" | "change-email";

/**
 * Links sent by e-mail that act for their owner once (a password reset, an address confirmed): only a SHA-256 of the
 * token is kept, with what it is for, until when it works, and when it was used.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar({ length: 32 }).$type<AccountTokenPurpose>().notNull(),
    // The address a change-email link confirms; the account's own for the others.
    email: varchar({ length: 254 }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId)],
);
