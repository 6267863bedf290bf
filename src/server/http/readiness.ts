import type { FastifyInstance } from "fastify";
import { RetryLaterError } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    readiness: {
      /** Shutdown has begun: GET /api/health/ready answers 503 from then on. */
      draining: boolean;
      /** Resolves once a retrying proxy in front has stopped sending here (at most `maxMs`). */
      settled(maxMs?: number): Promise<void>;
    };
  }
}

/**
 * The header a proxy sends to say it resends an idempotent request to another instance when
 * this one answers 503 (deploy/nginx.conf sets it).
 */
const RETRYING_PROXY = "x-proxy-retries";
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
/** How long without a request from the proxy counts as "it has stopped sending". */
const QUIET_MS = 250;

/**
 * Readiness is separate from liveness: a load balancer stops sending new requests to an
 * instance that is draining, while it keeps serving what it is sent until it closes. main.ts
 * starts draining on SIGTERM, before close(); close() itself drains too, for any other caller.
 *
 * nginx (open source) never asks for readiness, and a request it has sent on a connection the
 * kernel accepted but the app never read is lost when the listener closes: for a POST, nginx
 * answers 502, since it cannot know whether it was done. So while draining, an idempotent
 * request from a proxy that says it retries is answered 503: the proxy resends it elsewhere and
 * marks this instance failed, and once it has stopped sending the listener closes with nothing
 * on its way. POSTs are served to the end.
 */
export function registerReadiness(app: FastifyInstance): void {
  let lastFromRetryingProxy = 0;
  app.decorate("readiness", {
    draining: false,
    async settled(maxMs = 5_000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() - lastFromRetryingProxy < QUIET_MS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  });
  app.addHook("preClose", async () => {
    app.readiness.draining = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.headers[RETRYING_PROXY] !== "idempotent") return;
    lastFromRetryingProxy = Date.now();
    if (app.readiness.draining && IDEMPOTENT.has(request.method)) {
      reply.header("connection", "close");
      throw new RetryLaterError(503, "UNAVAILABLE", "This instance is shutting down", 1);
    }
  });
  // While draining, every answer ends its connection: a load balancer's kept-alive connections
  // are gone by the time the server stops listening, so none is cut under a request it sends.
  app.addHook("onSend", async (_request, reply) => {
    if (app.readiness.draining) reply.header("connection", "close");
  });
}
