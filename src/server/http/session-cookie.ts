import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_DAYS } from "../modules/auth/service.ts";
import { isOwnOrigin } from "./web-request.ts";

/**
 * The session cookie: the same server-side session as the bearer token the sign-in answered,
 * so that pages and form posts know who is signed in (ARCHITECTURE §9.1). httpOnly, so no
 * script reads it; SameSite=Lax, so another site's form or fetch does not carry it; Secure
 * whenever the site is reached over HTTPS.
 */
export const SESSION_COOKIE = "session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: reply.request.protocol === "https",
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  if (reply.request.cookies[SESSION_COOKIE] === undefined) return;
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/**
 * The cookie's token, when this request may act with it. A change (POST, PUT, DELETE…) must
 * come from one of the site's own pages, its Origin header saying so: SameSite already keeps
 * the cookie off other sites' requests, and this keeps it off any a browser sends without.
 */
export function sessionCookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  if (SAFE_METHODS.has(request.method)) return token;
  const { origin } = request.headers;
  return origin && isOwnOrigin(request, origin) ? token : null;
}
