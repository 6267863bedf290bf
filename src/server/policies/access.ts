import type { MemberRole } from "#shared/constants.ts";
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

/** Her part in the company: owner, recruiter, or null when she does not work for it. */
export function roleIn(actor: Actor | null, companyId: string): MemberRole | null {
  if (!actor || isSystem(actor)) return null;
  return actor.memberships.find((m) => m.companyId === companyId)?.role ?? null;
}

/** Whether she works for any company on the site (the employer workspace is hers then). */
export const isEmployer = (actor: Actor | null): boolean =>
  !!actor && !isSystem(actor) && actor.memberships.length > 0;

/**
 * The companies whose jobs, applicants and statistics an actor works on: every company for an
 * administrator ("all"), else those she is an owner or recruiter of. Services narrow every
 * query by it, so a list, a filter or a guessed id never reaches another company's data.
 */
export function workableCompanies(actor: Actor | null): "all" | string[] {
  if (isAdmin(actor)) return "all";
  if (!actor || isSystem(actor)) return [];
  return actor.memberships.map((m) => m.companyId);
}

/** Post, edit, close and renew the company's jobs and review their applicants. */
export function canWorkFor(actor: Actor | null, companyId: string): boolean {
  return isAdmin(actor) || roleIn(actor, companyId) !== null;
}

/**
 * Post and change the company's jobs and move its applicants on: its people, once their address
 * is confirmed (a job or a decision in someone's name must come from a real inbox).
 */
export function canActFor(actor: Actor | null, companyId: string): boolean {
  if (isAdmin(actor)) return true;
  return canWorkFor(actor, companyId) && !!actor && !isSystem(actor) && actor.emailVerified;
}

/** Edit the company's profile and settings, invite and remove its people: its owners. */
export function canManageCompany(actor: Actor | null, companyId: string): boolean {
  return isAdmin(actor) || roleIn(actor, companyId) === "owner";
}

/**
 * Upload a public image of this kind: any kind for content managers; a logo for a company's
 * owner whose address is confirmed (the image is public at once, so it is kept to people who
 * manage a profile).
 */
export function canUploadImage(actor: Actor | null, kind?: string): boolean {
  if (canManageContent(actor)) return true;
  if (!actor || isSystem(actor) || !actor.emailVerified) return false;
  return (kind ?? "logo") === "logo" && actor.memberships.some((m) => m.role === "owner");
}

/** Approve or decline joining companies, verify benefit claims, review and take down jobs. */
export const canModerate = isAdmin;

/**
 * See the applications made to jobs, with their CVs, move them through the pipeline and keep
 * private notes on them: administrators, and the people of a company for its own jobs (the
 * services narrow every query by workableCompanies()).
 */
export function canReviewApplications(actor: Actor | null): boolean {
  return isAdmin(actor) || isEmployer(actor);
}

/**
 * Download any private file (a CV): administrators, who review every application. Everyone else
 * reads her own files, and an employer the CVs sent to her company's jobs.
 */
export function canReadEveryFile(actor: Actor | null): boolean {
  return isAdmin(actor);
}
