import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, RetryLaterError } from "../../lib/errors.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async () => {
    try {
      await app.services.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, "UNAVAILABLE", "The database is not reachable");
    }
  };

  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ status: z.literal("ok"), database: z.literal("ok") }) },
      },
    },
    async () => {
      await databaseAnswers();
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: 503 once shutdown has begun (or without the database)",
        description:
          "For load balancers: send this instance new requests only while it answers 200. " +
          "On SIGTERM it answers 503 for SHUTDOWN_DELAY_SECONDS before it stops listening.",
        response: { 200: z.object({ status: z.literal("ready") }) },
      },
    },
    async (_request, reply) => {
      // A cached "ready" would keep traffic coming to an instance that is leaving.
      reply.header("cache-control", "no-store");
      // Answered as expected (one info line per poll), not as a failure: it is the signal.
      if (app.readiness.draining) {
        throw new RetryLaterError(503, "UNAVAILABLE", "The server is shutting down", 2);
      }
      await databaseAnswers();
      return { status: "ready" as const };
    },
  );
};
