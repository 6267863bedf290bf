import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobIdParams, savedJobList } from "#shared/schemas/saved-jobs.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireUser } from "../../policies/guards.ts";

/** A member's own saved jobs; nobody, an administrator included, reads another's. */
export const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const saved = app.services.savedJobs;
  const tags = ["saved jobs"];

  app.get(
    "/saved-jobs",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in member's saved jobs, the latest first, closed ones marked",
        security: memberSecurity,
        response: { 200: savedJobList },
      },
    },
    async (request) => ({ items: await saved.list(actorOf(request)) }),
  );

  app.put(
    "/saved-jobs/:jobId",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Save a job (saving it again changes nothing)",
        security: memberSecurity,
        params: jobIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saved.save(actorOf(request), request.params.jobId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/saved-jobs/:jobId",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Remove a job from the saved jobs (whether or not it was there)",
        security: memberSecurity,
        params: jobIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saved.unsave(actorOf(request), request.params.jobId);
      return reply.code(204).send(null);
    },
  );
};
