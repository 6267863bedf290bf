import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "#shared/schemas/common.ts";
import { HttpError, RetryLaterError } from "../lib/errors.ts";

const CODES_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

// PostgreSQL errors that bad input can still reach despite validation (races, odd bytes).
const POSTGRES_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  "23505": { status: 409, code: "CONFLICT", message: "That value is already taken" },
  "23503": {
    status: 409,
    code: "CONFLICT",
    message: "A related record is missing or still in use",
  },
  "22P02": { status: 400, code: "VALIDATION_FAILED", message: "A value has the wrong format" },
  "22001": { status: 400, code: "VALIDATION_FAILED", message: "A value is too long" },
  "22003": { status: 400, code: "VALIDATION_FAILED", message: "A number is out of range" },
  "22021": { status: 400, code: "VALIDATION_FAILED", message: "Text contains invalid characters" },
  "22008": { status: 400, code: "VALIDATION_FAILED", message: "A date is out of range" },
  // A public search cancelled by its statement time-out (db/public-read.ts).
  "57014": {
    status: 503,
    code: "UNAVAILABLE",
    message: "That search took too long; try more specific words or fewer filters",
  },
};
// Connection-level failures: the database is down or restarting; the client may retry.
// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are the shutdown and start-up
// refusals a restart produces; 53300 is too many connections.
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
// node-postgres reports a connection dropped mid-query, a client broken by an earlier drop and
// a connect time-out as plain Errors without a code: only their messages tell them apart.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
];

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * drizzle wraps every driver error in a DrizzleQueryError without a code of its own; the
 * PostgreSQL or connection code sits on its cause, so both are consulted.
 */
function databaseCode(error: FastifyError & { code?: string }): string | undefined {
  const cause = error.cause as { code?: unknown } | undefined;
  return error.code ?? (typeof cause?.code === "string" ? cause.code : undefined);
}

/** The error and its causes: drizzle's DrizzleQueryError holds the driver's error as its cause. */
function* errorChain(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    yield current;
    current = current.cause;
  }
}

/** The database cannot be reached right now (down, restarting, or its connection just dropped). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && (UNAVAILABLE.has(code) || code.startsWith("08"))) return true;
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** A statement PostgreSQL cancelled at its time-out: a public search too expensive to finish. */
export function isStatementTimeout(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if ((current as { code?: unknown }).code === "57014") return true;
  }
  return false;
}

function describe(error: FastifyError & { code?: string }): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.status, body: errorBody(error.code, error.message, error.fields) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      fields[path || "_"] ??= issue.message ?? "Invalid value";
    }
    const [first, message] = Object.entries(fields)[0] ?? ["_", "Invalid input"];
    const where = error.validationContext === "body" ? "" : ` (${error.validationContext})`;
    const text = first === "_" ? message : `${first}: ${message}`;
    return { status: 400, body: errorBody("VALIDATION_FAILED", `${text}${where}`, fields) };
  }
  const dbCode = databaseCode(error);
  const pg = dbCode ? POSTGRES_ERRORS[dbCode] : undefined;
  if (pg) return { status: pg.status, body: errorBody(pg.code, pg.message) };
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: errorBody("UNAVAILABLE", "The service is briefly unavailable; try again"),
    };
  }
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return { status: 400, body: errorBody("MALFORMED_JSON", "The request body is not valid JSON") };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODES_BY_STATUS[status] ?? "BAD_REQUEST";
    return { status, body: errorBody(code, error.message || code) };
  }
  return { status: 500, body: errorBody("INTERNAL", "Something went wrong on our side") };
}

/** Every error leaves as the API's error body; stack traces stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describe(error);
    if (error instanceof RetryLaterError) {
      // Refused for now by our own limits (too many attempts, too busy), not by a failure.
      reply.header("retry-after", String(error.retryAfterSeconds));
      request.log.info({ code: body.error.code, status }, body.error.message);
    } else if (status === 503) {
      // The database is restarting or briefly gone: one short line per request (not the whole
      // failed query with its stack), and a hint for clients and proxies when to try again.
      const cause = error.cause instanceof Error ? error.cause.message : undefined;
      request.log.warn({ reason: cause ?? error.message }, "answered 503: database unavailable");
      reply.header("retry-after", "2");
    } else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.error.code, status }, body.error.message);
    // Refused before the body has fully arrived (a guard, a size limit): Node would otherwise
    // keep the connection and read the rest, whatever size the client announced, to discard it.
    if (request.raw.complete === false) reply.header("connection", "close");
    // What a handler set for the answer it meant to give (an image's ETag and year-long
    // caching, say) must not describe this error; a failure on our side is never kept.
    reply.removeHeader("etag").removeHeader("last-modified");
    if (status >= 500) reply.header("cache-control", "no-store");
    return reply.code(status).type("application/json; charset=utf-8").send(body);
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or an address over
 * 16 KiB, broken framing, a request that never finishes arriving) get the API's error shape too;
 * Fastify's default answers them in a shape of its own. The connection is closed afterwards:
 * after a parse error nothing more can be read from it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) return;
  const [status, code, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "HEADERS_TOO_LARGE", "The address and headers may be 16 KiB at most"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "REQUEST_TIMEOUT", "The request took too long to arrive"]
        : [400, "BAD_REQUEST", "The request is not valid HTTP"];
  endWithError(socket, status, code, message);
}

/** Writes an answer in the error shape straight to a socket Node no longer parses; closes it. */
export function endWithError(
  socket: Duplex,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Content-Type: application/json; charset=utf-8",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}
