import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Private files (CVs): the bytes live in private storage under `storageKey`; this row says
 * whose they are and what they really are (type from the bytes, never from the name).
 */
export const files = pgTable(
  "files",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar({ length: 16 }).$type<"cv">().notNull(),
    // Shown to people, never used as a path: cleaned of directories and control characters.
    name: varchar({ length: 120 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    storageKey: varchar({ length: 200 }).notNull().unique(),
    isDefault: boolean().notNull().default(false),
    // Set when she removes it while an application still holds it: gone from her list, kept
    // for the employer until that application is purged.
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("files_owner_idx").on(table.ownerId, table.kind),
    uniqueIndex("files_one_default_idx")
      .on(table.ownerId, table.kind)
      .where(sql`${table.isDefault} and ${table.removedAt} is null`),
  ],
);
