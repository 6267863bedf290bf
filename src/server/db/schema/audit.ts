import { index, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { AUDIT_ACTIONS } from "#shared/schemas/audit.ts";
import { users } from "./accounts.ts";

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Who changed what and when: every admin create, update, delete, status change, publish and unpublish. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    actorEmail: varchar({ length: 254 }).notNull(),
    action: varchar({ length: 16 }).$type<(typeof AUDIT_ACTIONS)[number]>().notNull(),
    entity: varchar({ length: 32 }).notNull(),
    entityId: uuid().notNull(),
    summary: varchar({ length: 300 }).notNull().default(""),
    changes: jsonb().$type<FieldChanges>().notNull().default({}),
  },
  (table) => [index("audit_log_entity_idx").on(table.entity, table.entityId, table.at.desc())],
);
