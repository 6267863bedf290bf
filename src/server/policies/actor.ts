import type { CurrentUser } from "#shared/schemas/accounts.ts";

/** The platform acting on its own behalf: the demo seeder, the admin command line. */
export type SystemActor = { readonly system: "demo-seeder" | "admin-cli" };

/** Who makes a change: a signed-in user, or the platform itself. */
export type Actor = CurrentUser | SystemActor;

export const systemActor = (name: SystemActor["system"]): SystemActor => ({ system: name });

export const isSystem = (actor: Actor): actor is SystemActor => "system" in actor;

/**
 * How the audit log names an actor. A user is kept by id (set to null should the account go)
 * and e-mail; the platform has no account, so its id is null and it is named "system:<name>",
 * which no e-mail address can be.
 */
export function auditIdentity(actor: Actor): { actorId: string | null; actorEmail: string } {
  return isSystem(actor)
    ? { actorId: null, actorEmail: `system:${actor.system}` }
    : { actorId: actor.id, actorEmail: actor.email };
}
