import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/errors.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      try {
        await app.services.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, "UNAVAILABLE", "The database is not reachable");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
