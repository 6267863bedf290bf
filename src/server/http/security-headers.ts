import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * Helmet's defaults, plus a Content-Security-Policy whose scripts need a per-request nonce:
 * server rendering inlines only what carries that nonce, so no injected script runs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  // no-referrer (helmet's default) makes browsers send "Origin: null" on form posts, which React
  // Router's CSRF check rightly refuses; same-origin requests keep their origin this way.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    global: true,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    // Pages with their own policy (the API docs) keep it.
    if (reply.hasHeader("content-security-policy")) return;
    const connect = options.dev ? "'self' ws: wss:" : "'self'";
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${request.cspNonce}'${options.dev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
    reply.header("content-security-policy", policy);
  });
}
