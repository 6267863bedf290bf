import { z } from "zod";
import { paginationQuery } from "./common.ts";

export const AUDIT_ENTITIES = [
  "job",
  "company",
  "event",
  "blog",
  "video",
  "message",
  "synonym",
  "currency-rate",
  "application",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A publish or unpublish is its own action, so the history says so rather than "update". */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "status",
  "publish",
  "unpublish",
  "approve",
  "decline",
  "take-down",
  "member",
] as const;

export const auditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
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
