import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditEntry, auditQuery } from "#shared/schemas/audit.ts";
import { paginated } from "#shared/schemas/common.ts";
import { requireAdmin } from "../../policies/guards.ts";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["audit"],
        summary: "Who changed what and when (filter by entity and entityId for one item's history)",
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: { 200: paginated(auditEntry) },
      },
    },
    async (request) => app.services.audit.list(request.query),
  );
};
