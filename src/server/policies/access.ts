import type { AuditEntity } from "#shared/schemas/audit.ts";
import { type Actor, isSystem } from "./actor.ts";

/** A piece of site content an actor may act on; without an id, the kind as a whole. */
export type ContentRef = { entity: AuditEntity; id?: string };

/** An administrator, or the platform itself, which acts only where an admin could. */
export function isAdmin(actor: Actor | null): boolean {
  if (!actor) return false;
  return isSystem(actor) || actor.role === "admin";
}

/** Create, edit, publish, close or delete jobs, companies, events, blog posts and videos. */
export function canManageContent(actor: Actor | null, _content?: ContentRef): boolean {
  return isAdmin(actor);
}

/** Read contact messages and newsletter subscribers, and mark messages handled. */
export function canManageInbox(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/**
 * Create job alerts and apply for jobs: a member whose e-mail address is confirmed, so that no
 * one can have the site mail someone else's inbox, or apply in someone else's name.
 */
export function canCreateAlerts(actor: Actor | null): boolean {
  return !!actor && !isSystem(actor) && actor.emailVerified;
}
export const canApply = canCreateAlerts;

/**
 * See the applications made to jobs, with their CVs, move them through the pipeline and keep
 * private notes on them: administrators now; with employer accounts, the company's members for
 * its own jobs (the services scope every query by reviewableApplications()).
 */
export function canReviewApplications(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/**
 * Download any private file (a CV): administrators, who review applications. Everyone else
 * reads only her own files (and, with employers, the CVs sent to her company).
 */
export function canReadEveryFile(actor: Actor | null): boolean {
  return isAdmin(actor);
}
