import type { FastifyRequest } from "fastify";
import { isPersonal } from "../cache-policy.ts";
import { SESSION_COOKIE } from "../session-cookie.ts";

/** Longer addresses are rendered every time: nobody shares them, and keys stay small. */
const MAX_KEY_LENGTH = 2048;

/**
 * The page cache's key for a request, or null when its answer may differ from anyone else's.
 * Cached: GET and HEAD of a page, by someone not signed in (no session cookie, no token), on
 * no personal path. The key is the whole address the render reads (origin as the Host header
 * or a trusted proxy named it, path, and the query exactly as sent), so nothing a request can
 * vary reaches a page without being part of its key: a forged Host or an unknown parameter makes
 * an entry of its own, never changes another. Other cookies and headers are not read by any
 * public page (the renderer for the cache even ignores the user agent: see entry.server.tsx).
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization !== undefined) return null;
  if (request.cookies[SESSION_COOKIE] !== undefined) return null;
  // React Router's data requests for client-side moves stay uncached (its own format).
  if (request.url.split("?", 1)[0]!.endsWith(".data") || isPersonal(request)) return null;
  // As sent, not as parsed: two spellings of one address (a dot segment, an upper-case host)
  // may make two entries, but an entry always holds what its own spelling renders.
  const key = `${request.protocol}://${request.host}${request.url}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}
