import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";

/** The beacons a job page sends: it was read, its apply link was followed. */
export const jobEngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobEngagement } = app.services;
  const beacon = (summary: string) => ({
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    schema: { tags: ["jobs"], summary, params: idParams, response: { 204: z.null() } },
  });

  app.post(
    "/jobs/:id/views",
    beacon("Count a reading of a public job's page"),
    async (request, reply) => {
      await jobEngagement.countView(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/jobs/:id/apply-clicks",
    beacon("Count a click on a job's apply link (its employer's site or e-mail)"),
    async (request, reply) => {
      await jobEngagement.countApplyClick(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
