import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** `draining`: shutdown has begun, so GET /api/health/ready answers 503 from then on. */
    readiness: { draining: boolean };
  }
}

/**
 * Readiness is separate from liveness: a load balancer stops sending new requests to an
 * instance that is draining, while it keeps serving what it is sent until it closes. main.ts
 * starts draining on SIGTERM, before close(); close() itself drains too, for any other caller.
 */
export function registerReadiness(app: FastifyInstance): void {
  app.decorate("readiness", { draining: false });
  app.addHook("preClose", async () => {
    app.readiness.draining = true;
  });
  // While draining, every answer ends its connection: a load balancer's kept-alive connections
  // are gone by the time the server stops listening, so none is cut under a request it sends.
  app.addHook("onSend", async (_request, reply) => {
    if (app.readiness.draining) reply.header("connection", "close");
  });
}
