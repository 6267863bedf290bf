import { z } from "zod";
import { paginationQuery } from "./common.ts";

export const AUDIT_ENTITIES = ["job", "company", "event", "blog", "video", "message"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.enum(["create", "update", "delete", "status"]),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.uuid(),
  summary: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = paginationQuery.extend({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.uuid().optional(),
});
