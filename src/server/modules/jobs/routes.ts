import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { JOB_TYPE } from "#shared/content-types.ts";
import { idParams } from "#shared/schemas/common.ts";
import { job, jobSchemas } from "#shared/schemas/jobs.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";
import { actorOf, requireContentManager } from "../../policies/guards.ts";

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.services;
  registerContentRoutes(app, { type: JOB_TYPE, schemas: jobSchemas, service: jobs });

  // Like publishing, one click with no body; closing twice answers the closed job untouched.
  app.post(
    "/jobs/:id/close",
    {
      onRequest: requireContentManager,
      schema: {
        tags: ["jobs"],
        security: [{ bearer: [] }],
        summary: "Close a job: it leaves the site, its page says it is closed",
        params: idParams,
        response: { 200: job },
      },
    },
    async (request) => jobs.close(actorOf(request), request.params.id),
  );
};
