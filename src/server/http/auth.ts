import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { HttpError } from "./errors.ts";

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{10,200})$/i);
  return match?.[1] ?? null;
}

/** Resolves the signed-in user once per request (null when anonymous or the token is dead). */
export async function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.user === undefined) {
    const token = bearerToken(request);
    request.user = token ? await request.server.services.auth.userForToken(token) : null;
  }
  return request.user;
}

export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, "UNAUTHENTICATED", "Sign in to continue");
  return user;
}

/** Every admin route calls this itself: 401 anonymous, 403 member. */
export async function requireAdmin(request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") {
    throw new HttpError(403, "FORBIDDEN", "This needs an administrator account");
  }
  return user;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: CurrentUser | null;
  }
}
