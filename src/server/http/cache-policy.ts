import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALES } from "#shared/locales.ts";
import { originCameFromRequest } from "./site-origin.ts";

/**
 * Pages that show or take personal data: the admin area (its screens fetch with the admin's
 * token), the sign-in pages (a no-JS form post answers with what was typed), the account
 * area and the employer workspace in any language, with React Router's `.data` requests for them.
 */
const LANGUAGE_PREFIX = `(?:(?:${LOCALES.flatMap((locale) => locale.prefix || []).join("|")})/)?`;
const PERSONAL_PAGE = new RegExp(
  `^/(?:admin(?:[/.]|$)|${LANGUAGE_PREFIX}(?:(?:login|register)(?:/|\\.data)?$|(?:account|employer)(?:[/.]|$)))`,
);

/**
 * A page whose address carries a secret (a password reset, an address to confirm, an alert to
 * stop, an invitation to accept) writes it into its form: never kept by any cache.
 */
const TOKEN_PARAMETER = /(?:^|&)token=/;

function decodedPath(path: string): string {
  if (!path.includes("%")) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether the answer may hold someone's personal data, so that no cache (browser or shared)
 * may keep it. Anything the caller authenticated for is; in the API, everything but an
 * anonymous read of a public route (writes, sign-in and sign-up answers carry tokens or what
 * was sent). A route documented with `security` needs a token, so even its 401 is covered.
 */
export function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined || request.user) return true;
  const [path = "", query = ""] = request.url.split("?", 2);
  if (path !== "/api" && !path.startsWith("/api/")) {
    // React Router matches paths whatever their case and %-escapes: so does this.
    return PERSONAL_PAGE.test(decodedPath(path).toLowerCase()) || TOKEN_PARAMETER.test(query);
  }
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return (security?.length ?? 0) > 0;
}

/**
 * The last word on Cache-Control, for every answer whatever set it before:
 * - personal answers: `no-store`;
 * - answers whose absolute URLs were made from the request's Host (no PUBLIC_URL, see
 *   site-origin.ts): never kept by a shared cache (`public` and `s-maxage` become `private`),
 *   and `Vary: Host`.
 * Everything else keeps its own caching.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const headers = headersOf(reply, payload);
    if (isPersonal(request)) {
      headers.set("cache-control", "no-store");
    } else if (originCameFromRequest(request)) {
      headers.set("cache-control", privateOnly(headers.get("cache-control")));
      const vary = headers.get("vary");
      if (!vary?.split(",").some((name) => /^\s*(host|\*)\s*$/i.test(name)))
        headers.set("vary", vary ? `${vary}, Host` : "Host");
    }
  });
}

/** `public, max-age=3600` → `private, max-age=3600`: the browser may still keep it. */
export function privateOnly(cacheControl: string | undefined): string {
  const kept = (cacheControl ?? "")
    .split(",")
    .map((directive) => directive.trim())
    .filter(
      (directive) =>
        directive && !/^(public|private|s-maxage\b.*|proxy-revalidate)$/i.test(directive),
    );
  return kept.some((directive) => /^no-store$/i.test(directive))
    ? kept.join(", ")
    : ["private", ...kept].join(", ");
}

/**
 * The site hands Fastify a fetch Response, whose headers are copied over the reply's after the
 * onSend hooks: its own headers are read and changed then, the reply's otherwise.
 */
function headersOf(reply: FastifyReply, payload: unknown) {
  const response = payload instanceof Response ? payload : null;
  return {
    get(name: string): string | undefined {
      const value = response?.headers.get(name) ?? reply.getHeader(name);
      return value === undefined || value === null ? undefined : String(value);
    },
    set(name: string, value: string) {
      if (response) response.headers.set(name, value);
      else reply.header(name, value);
    },
  };
}
