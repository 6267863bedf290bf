import type { AuditEntity, AuditEntry } from "#shared/schemas/audit.ts";
import type { auditLog } from "../../db/schema/index.ts";
import { iso } from "../../lib/values.ts";

export const presentAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: iso(row.at),
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity as AuditEntity,
  entityId: row.entityId,
  summary: row.summary,
  changes: row.changes,
});
