import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AuditEntity, AuditEntry } from "#shared/schemas/audit.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, type FieldChanges } from "../../db/schema/index.ts";
import { selectPage } from "../../lib/select-page.ts";
import { type Actor, auditIdentity } from "../../policies/actor.ts";
import { presentAuditEntry } from "./presenter.ts";

type Snapshot = Record<string, unknown> | null;
type Action = AuditEntry["action"];

// Bookkeeping fields change on every write and say nothing about what the admin did.
const IGNORED = new Set(["id", "createdAt", "updatedAt", "company", "openJobs", "jobCount"]);

/** The fields that differ between two versions of an item, with their old and new values. */
function diff(before: Snapshot, after: Snapshot): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

const describe = (item: Snapshot) =>
  String(item?.title ?? item?.name ?? item?.subject ?? "").slice(0, 300);

export function createAuditService(db: Db) {
  return {
    /**
     * Records a change on `tx`, the transaction that makes it: the change and its history are
     * kept or lost together.
     */
    async record(
      tx: Db,
      actor: Actor,
      action: Action,
      entity: AuditEntity,
      before: Snapshot,
      after: Snapshot,
    ) {
      const entityId = String(after?.id ?? before?.id);
      await tx.insert(auditLog).values({
        ...auditIdentity(actor),
        action,
        entity,
        entityId,
        summary: describe(after ?? before),
        // A deletion keeps the last version of every field, so nothing is lost from the record.
        changes: diff(before, action === "delete" ? null : after),
      });
    },

    async list(query: {
      page: number;
      pageSize: number;
      entity?: AuditEntity;
      entityId?: string;
    }): Promise<Paginated<AuditEntry>> {
      const conditions: SQL[] = [];
      if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
      const where = and(...conditions);
      const rows = db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .$dynamic();
      return selectPage(query, rows, db.$count(auditLog, where), presentAuditEntry);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
