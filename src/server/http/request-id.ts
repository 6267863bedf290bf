import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * What request ids look like in practice (nginx's `$request_id`, UUIDs, trace ids). Anything
 * else is replaced: the id is written into every log line of its request, so a header must not
 * be able to smuggle quotes, newlines or a megabyte into the log.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: behind a trusted proxy (TRUST_PROXY), the `X-Request-Id` it passed on, so
 * its access log and ours name a request alike; otherwise, or when the id is not a plain token,
 * a new random UUID (a client must not pick an id another request has).
 */
export function requestIdFrom(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers["x-request-id"] : undefined;
    return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer names its request, so a user's report or a proxy's log leads to our log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
