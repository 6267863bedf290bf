import type { AuditEntity, AuditEntry } from "#shared/schemas/audit.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../policies/actor.ts";
import type { AuditService } from "./service.ts";

/** What a change to an existing item is recorded as: creations and deletions have their own. */
type ChangeAction = Exclude<AuditEntry["action"], "create" | "delete">;

/**
 * The writes to one kind of item, each in one transaction with its audit record: the version
 * before is read inside it with `find`, so no concurrent write slips between that read and the
 * change, and the change and its history are kept or lost together.
 */
export function auditedWrites<Item extends Record<string, unknown>>(
  db: Db,
  audit: Pick<AuditService, "record">,
  entity: AuditEntity,
  find: (tx: Db, id: string) => Promise<Item>,
) {
  /**
   * Runs `apply` on the item `id` as it was and records the change to what it answers: null
   * when it deleted the item; `before` itself when it changed nothing, which goes unrecorded.
   */
  const onExisting = <After extends Item | null>(
    actor: Actor,
    action: AuditEntry["action"],
    id: string,
    apply: (tx: Db, before: Item) => Promise<After>,
  ): Promise<After> =>
    db.transaction(async (tx) => {
      const before = await find(tx, id);
      const after = await apply(tx, before);
      if (after !== before) await audit.record(tx, actor, action, entity, before, after);
      return after;
    });

  return {
    /** Makes an item with `make` (which answers it as saved) and records its creation. */
    create: (actor: Actor, make: (tx: Db) => Promise<Item>): Promise<Item> =>
      db.transaction(async (tx) => {
        const after = await make(tx);
        await audit.record(tx, actor, "create", entity, null, after);
        return after;
      }),

    /**
     * Changes the item `id` with `apply` and records it as `action`. When `apply` answers
     * `before` itself, it changed nothing ("already so: untouched"), so nothing is recorded.
     */
    change: (
      actor: Actor,
      action: ChangeAction,
      id: string,
      apply: (tx: Db, before: Item) => Promise<Item>,
    ): Promise<Item> => onExisting(actor, action, id, apply),

    /** Deletes the item `id` with `destroy`, which may refuse by throwing, and records it. */
    remove: async (
      actor: Actor,
      id: string,
      destroy: (tx: Db, before: Item) => Promise<unknown>,
    ): Promise<void> => {
      await onExisting(actor, "delete", id, async (tx, before) => {
        await destroy(tx, before);
        return null;
      });
    },
  };
}
