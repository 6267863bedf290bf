import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboard } from "#shared/schemas/inbox.ts";
import { requireAdmin } from "../../policies/guards.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Counts, items needing attention and weekly jobs",
        response: { 200: dashboard },
      },
    },
    async () => app.services.dashboard.overview(),
  );
};
