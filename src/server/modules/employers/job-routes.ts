import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import { employerJob, moderationReason } from "#shared/schemas/employers.ts";
import { employerJobInput, job } from "#shared/schemas/jobs.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireEmployer, requireModerator } from "../../policies/guards.ts";

/** A company's jobs for its own people, and the admins' review of them. */
export const employerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { employerJobs, jobs } = app.services;
  const tags = ["employer jobs"];
  const security = memberSecurity;
  const employerRoute = (summary: string, extra: object = {}) => ({
    onRequest: requireEmployer,
    schema: { tags, summary, security, params: idParams, ...extra },
  });

  app.get(
    "/companies/:id/jobs",
    employerRoute("The company's jobs, with views, apply clicks and applications", {
      response: { 200: z.array(employerJob) },
    }),
    async (request) => employerJobs.list(actorOf(request), request.params.id),
  );

  app.post(
    "/companies/:id/jobs",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Post a job for the company: live at once if it is trusted, else reviewed",
        security,
        params: idParams,
        body: employerJobInput,
        response: { 201: employerJob },
      },
    },
    async (request, reply) => {
      const created = await employerJobs.create(actorOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/employer/jobs/:id",
    employerRoute("One of the company's jobs", { response: { 200: employerJob } }),
    async (request) => employerJobs.get(actorOf(request), request.params.id),
  );

  app.put(
    "/employer/jobs/:id",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Change one of the company's jobs (publishing as when posting)",
        security,
        params: idParams,
        body: employerJobInput,
        response: { 200: employerJob },
      },
    },
    async (request) => employerJobs.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/employer/jobs/:id/duplicate",
    employerRoute("A draft copy of the job", { response: { 201: employerJob } }),
    async (request, reply) =>
      reply.code(201).send(await employerJobs.duplicate(actorOf(request), request.params.id)),
  );

  for (const [action, summary] of [
    ["close", "Take the job off the site; its page says it has closed"],
    ["renew", "Keep the job on the site 30 more days (a closed one is published again)"],
  ] as const) {
    app.post(
      `/employer/jobs/:id/${action}`,
      employerRoute(summary, { response: { 200: employerJob } }),
      async (request) => employerJobs[action](actorOf(request), request.params.id),
    );
  }

  app.get(
    "/job-reviews",
    {
      onRequest: requireModerator,
      schema: {
        tags,
        summary: "Jobs waiting for review (publish one to approve it), the longest waiting first",
        security,
        response: { 200: z.array(job) },
      },
    },
    async () => jobs.reviewQueue(),
  );

  app.post(
    "/jobs/:id/take-down",
    {
      onRequest: requireModerator,
      schema: {
        tags,
        summary: "Take a job off the site with a reason its employer sees",
        security,
        params: idParams,
        body: moderationReason,
        response: { 200: job },
      },
    },
    async (request) => jobs.takeDown(actorOf(request), request.params.id, request.body.reason),
  );
};
