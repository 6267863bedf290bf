import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { sessionCookieToken } from "./session-cookie.ts";

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{10,200})$/i);
  return match?.[1] ?? null;
}

/** The session this request acts in: its bearer token, else its session cookie. */
export function sessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? sessionCookieToken(request);
}

/** Resolves the signed-in user once per request (null when anonymous or the token is dead). */
export async function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.user === undefined) {
    const token = sessionToken(request);
    request.user = token ? await request.server.services.auth.userForToken(token) : null;
  }
  return request.user;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: CurrentUser | null;
  }
}
