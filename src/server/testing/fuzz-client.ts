import zlib from "node:zlib";
import fc from "fast-check";
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { z } from "zod";

export type Role = "anonymous" | "member" | "admin";
export type Tokens = { admin: string; member: string };

export type FuzzBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; data: Buffer };

export type FuzzRequest = {
  role: Role;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
};

const clip = (text: string, max = 200) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** What fast-check prints for a failing request: readable, and short even for 300 kB bodies. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${clip(v, 120)}`);
  let body = "no body";
  if (request.body.kind === "json") {
    body = `JSON ${clip(JSON.stringify(request.body.value) ?? "undefined", 400)}`;
  } else if (request.body.kind === "raw") {
    const { contentType, data } = request.body;
    body = `${data.length} bytes of ${contentType}: ${clip(JSON.stringify(data.toString("latin1")), 400)}`;
  }
  return [`${request.method} ${clip(request.url, 400)} as ${request.role}`, ...headers, body].join(
    "\n  ",
  );
}

/** Gives a request the short description above as its fast-check string form. */
export function printable(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => describeRequest(request),
    enumerable: false,
  });
}

const fill = (value: string, tokens: Tokens) =>
  value.replaceAll("{admin}", tokens.admin).replaceAll("{member}", tokens.member);

export function send(
  app: FastifyInstance,
  request: FuzzRequest,
  tokens: Tokens,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (request.role !== "anonymous") headers.authorization = `Bearer ${tokens[request.role]}`;
  let payload: string | Buffer | undefined;
  if (request.body.kind === "json") {
    payload = JSON.stringify(request.body.value);
    if (payload !== undefined) headers["content-type"] = "application/json";
  } else if (request.body.kind === "raw") {
    payload = request.body.data;
    headers["content-type"] = request.body.contentType;
  }
  for (const [name, value] of Object.entries(request.headers)) headers[name] = fill(value, tokens);
  return app.inject({ method: request.method, url: request.url, headers, payload });
}

const strictErrorBody = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const STACK_TRACE = [
  /"stack"/,
  /\n\s+at /,
  /\bat (?:async )?\S+ \(?(?:file:|node:|\/)\S*:\d+:\d+\)?/,
  /node_modules\//,
  /\/src\/server\//,
  /\.ts:\d+:\d+/,
];

export function decoded(response: Pick<LightMyRequestResponse, "rawPayload" | "headers">): string {
  const raw = response.rawPayload;
  switch (response.headers["content-encoding"]) {
    case "gzip":
      return zlib.gunzipSync(raw).toString("utf8");
    case "deflate":
      return zlib.inflateSync(raw).toString("utf8");
    case "br":
      return zlib.brotliDecompressSync(raw).toString("utf8");
    case "zstd":
      return zlib.zstdDecompressSync(raw).toString("utf8");
    default:
      return raw.toString("utf8");
  }
}

/**
 * The property: never a 5xx; every 4xx is JSON in the API's error shape (nothing more, nothing
 * less) and shows no stack trace. Returns what is wrong, or undefined.
 */
export function problemWith(
  request: FuzzRequest,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  const preview = () => clip(response.body, 500);
  if (status >= 500) return `answered ${status}: ${preview()}`;
  if (status < 400) return undefined;
  const type = String(response.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return `${status} with content-type "${type}"`;
  if (request.method === "HEAD") return undefined;
  let text: string;
  try {
    text = decoded(response);
  } catch {
    return `${status} body does not decode as ${response.headers["content-encoding"]}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} body is not JSON: ${clip(text, 300)}`;
  }
  const shape = strictErrorBody.safeParse(body);
  if (!shape.success) return `${status} body is not in the error shape: ${clip(text, 300)}`;
  const leak = STACK_TRACE.find((pattern) => pattern.test(text));
  if (leak) return `${status} body shows a stack trace (${leak}): ${clip(text, 300)}`;
  return undefined;
}
