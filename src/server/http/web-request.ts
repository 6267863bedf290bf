import type { FastifyRequest } from "fastify";
import { type ErrorBody, errorBody as errorBodySchema } from "#shared/schemas/common.ts";
import { HttpError } from "../lib/errors.ts";
import { errorBody } from "./error-handler.ts";

/** The origin the request was sent to, or null when its Host header is not a host name. */
function ownOrigin(request: FastifyRequest): string | null {
  const parsed = URL.parse(`${request.protocol}://${request.host}`);
  // Anything after the host name (a path, a query, a user) means the header held more than one.
  const hostOnly = parsed?.host && `${parsed.protocol}//${parsed.host}/` === parsed.href;
  return hostOnly ? parsed.origin : null;
}

/**
 * The origin the request was sent to, from its Host header (or X-Forwarded-Host and -Proto
 * behind a trusted proxy), which the client chooses: a Host that is not a host name
 * (`evil.example:99999`, `a/b`) is refused.
 */
export function requestOrigin(request: FastifyRequest): string {
  if (!ownOrigin(request)) {
    throw new HttpError(400, "BAD_REQUEST", "The Host header is not a host name");
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether `origin` (an Origin header) names this request's own site: a form or a fetch from one
 * of its pages. `null`, another site, no URL at all, or a Host that is no host name, is not.
 */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  const own = ownOrigin(request);
  return own !== null && URL.parse(origin)?.origin === own;
}

/**
 * The page's address, from the request's origin and the path. The path is appended, not
 * resolved: `//evil.example/x` is a path on this site, never another site.
 */
export function pageAddress(request: FastifyRequest): URL {
  const url = URL.parse(`${requestOrigin(request)}${request.url}`);
  if (!url) throw new HttpError(400, "BAD_REQUEST", "The request's path is not a valid address");
  return url;
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * React Router refuses some requests itself, in plain text or JSON of its own: a method a route
 * does not take (405), a form sent from another site's page (400, its CSRF check), a malformed
 * route-discovery request (400). Those leave in the API's error shape; pages, React Router's
 * `.data` answers (text/x-script, read by its own client) and resource routes' answers already
 * in that shape (a calendar file's 404) are left as they are.
 */
export async function refusalBody(
  response: Response,
  method: string,
): Promise<ErrorBody | undefined> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 400 || response.status >= 500) return undefined;
  if (type.includes("html") || type.includes("x-script")) return undefined;
  if (type.includes("json")) {
    // Refusals are a few bytes; a route's own error answer is kept, code and message.
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const own = errorBodySchema.safeParse(body);
    if (own.success) return own.data;
  }
  if (response.status === 405) {
    return errorBody("METHOD_NOT_ALLOWED", `${method} is not allowed here`);
  }
  return errorBody(
    "BAD_REQUEST",
    MUTATIONS.has(method)
      ? "A form may be sent only from this site's own pages (the Origin header names another)"
      : "The request is malformed",
  );
}
