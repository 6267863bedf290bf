import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

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
  // no-referrer (helmet's default) makes browsers send "Origin: null" on form posts, which React
  // Router's CSRF check rightly refuses; same-origin requests keep their origin this way.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Sent below, over HTTPS only.
    strictTransportSecurity: false,
    global: true,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  // Browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), and on an http:// address
  // (a local run, an internal port) it only says something untrue. request.protocol is https on
  // a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says X-Forwarded-Proto: https.
  app.addHook("onRequest", async (request, reply) => {
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
  const type =
    payload instanceof Response
      ? (payload.headers.get("content-type") ?? reply.getHeader("content-type"))
      : reply.getHeader("content-type");
  return typeof type === "string" && /^\s*text\/html\b/i.test(type);
}
