import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

declare module "fastify" {
  interface FastifyRequest {
    /** This response's script nonce: made on first read, so only pages pay for it. */
    readonly cspNonce: string;
  }
}

/** Helmet's default: a year, subdomains included. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Helmet's defaults, plus a Content-Security-Policy whose scripts need a per-response nonce:
 * server rendering inlines only what carries that nonce, so no injected script runs.
 *
 * Only HTML can run scripts, so only HTML gets a nonce (a fresh one per response); everything
 * else (JSON, files, errors) gets the same policy without one, written once at start-up rather
 * than drawing random bytes and building the header for every API answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  // Helmet's headers never depend on the request, so they are worked out once and set in one
  // call: run per request (as @fastify/helmet does), helmet cost a quarter of a cached page's time.
  const headers = helmetHeaders();
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headers);
    // Browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), and on an http:// address
    // (a local run, an internal port) it only says something untrue. request.protocol is https
    // on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says X-Forwarded-Proto: https.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
  const nonces = new WeakMap<object, string>();
  app.decorateRequest("cspNonce", {
    getter() {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString("base64");
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  const policy = contentSecurityPolicy(options.dev);
  const withoutNonce = policy("");
  app.addHook("onSend", async (request, reply, payload) => {
    // Pages with their own policy (the API docs) keep it.
    if (reply.hasHeader("content-security-policy")) return;
    reply.header(
      "content-security-policy",
      isHtml(reply, payload) ? policy(`'nonce-${request.cspNonce}'`) : withoutNonce,
    );
  });
}

/**
 * The policy of a page made for any visitor (the page cache): its inline scripts are allowed by
 * their hashes rather than by a nonce, so the same bytes and header can go to everyone.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return productionPolicy(scriptHashes.join(" "));
}

const productionPolicy = contentSecurityPolicy(false);

/**
 * The headers helmet sets, as helmet itself sets them: its defaults, but no CSP (set below) and
 * no HSTS (HTTPS only, above). no-referrer (helmet's default) makes browsers send
 * "Origin: null" on form posts, which React Router's CSRF check rightly refuses; same-origin
 * requests keep their origin this way.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

function contentSecurityPolicy(dev: boolean) {
  const connect = dev ? "'self' ws: wss:" : "'self'";
  const extraScript = dev ? " 'unsafe-eval'" : "";
  return (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self'${nonce ? ` ${nonce}` : ""}${extraScript}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
}

/**
 * Whether the response is a page. The site hands Fastify a fetch Response, whose headers are
 * copied onto the reply only after the onSend hooks, so its own content type is asked first.
 */
function isHtml(reply: FastifyReply, payload: unknown): boolean {
  return isHtmlType(
    payload instanceof Response
      ? (payload.headers.get("content-type") ?? reply.getHeader("content-type"))
      : reply.getHeader("content-type"),
  );
}

/** Whether a Content-Type header names HTML: what browsers run scripts in. */
export function isHtmlType(type: unknown): boolean {
  return typeof type === "string" && /^\s*text\/html\b/i.test(type);
}
