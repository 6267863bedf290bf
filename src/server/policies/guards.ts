import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { currentUser } from "../http/auth.ts";
import { HttpError } from "../lib/errors.ts";
import {
  canApply,
  canCreateAlerts,
  canManageContent,
  canManageInbox,
  canModerate,
  canReviewApplications,
  canUploadImage,
  isAdmin,
  isEmployer,
} from "./access.ts";

type Decision = (actor: CurrentUser) => boolean;

export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, "UNAUTHENTICATED", "Sign in to continue");
  return user;
}

/**
 * A route hook that lets the request on only when `decision` allows its user: 401 anonymous,
 * 403 when signed in but not allowed. Routes use it as onRequest, so the check comes before
 * the body is even read.
 */
export function requireThat(
  decision: Decision,
  refusal = { code: "FORBIDDEN", message: "This needs an administrator account" },
) {
  return async (request: FastifyRequest): Promise<CurrentUser> => {
    const user = await requireUser(request);
    if (!decision(user)) throw new HttpError(403, refusal.code, refusal.message);
    return user;
  };
}

/** The admin area's own tools: the dashboard, the audit log, previews and slug checks. */
export const requireAdmin = requireThat(isAdmin);
export const requireContentManager = requireThat(canManageContent);
export const requireInboxManager = requireThat(canManageInbox);
export const requireAlertMaker = requireThat(canCreateAlerts, {
  code: "EMAIL_NOT_VERIFIED",
  message: "Confirm your e-mail address first: open the link we sent you",
});

export const requireApplicant = requireThat(canApply, {
  code: "EMAIL_NOT_VERIFIED",
  message: "Confirm your e-mail address first: open the link we sent you",
});
export const requireModerator = requireThat(canModerate, {
  code: "FORBIDDEN",
  message: "Only administrators moderate companies and jobs",
});
/** Uploads: who may upload at all (which kind, the upload service asks the policy again). */
export const requireUploader = requireThat((actor) => canUploadImage(actor));
/** The employer workspace's API: people of a company (which company, the services check). */
export const requireEmployer = requireThat((actor) => isAdmin(actor) || isEmployer(actor), {
  code: "FORBIDDEN",
  message: "This is for the people of a company on the site: sign your company up first",
});
export const requireReviewer = requireThat(canReviewApplications, {
  code: "FORBIDDEN",
  message: "Only the people who review this job's applications can see them",
});

/** The user a guard let through: every guarded route's handler runs after one. */
export function actorOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error("actorOf() on a route without a guard");
  return request.user;
}
