import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  noteInput,
  reviewedApplication,
  reviewerApplicationList,
  reviewerQuery,
  statusInput,
} from "#shared/schemas/applications.ts";
import { idParams } from "#shared/schemas/common.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireReviewer } from "../../policies/guards.ts";

/** The applications to a job, from the side of the people who review them. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { review } = app.services;
  const tags = ["applications"];
  const security = memberSecurity;

  app.get(
    "/jobs/:id/applications",
    {
      onRequest: requireReviewer,
      schema: {
        tags,
        summary: "A job's applications, the latest first, filtered by status if asked",
        security,
        params: idParams,
        querystring: reviewerQuery,
        response: { 200: reviewerApplicationList },
      },
    },
    async (request) =>
      review.list(actorOf(request), { jobId: request.params.id, status: request.query.status }),
  );

  app.get(
    "/applications",
    {
      onRequest: requireReviewer,
      schema: {
        tags,
        summary: "Applications to every job, the latest first, filtered by status if asked",
        security,
        querystring: reviewerQuery,
        response: { 200: reviewerApplicationList },
      },
    },
    async (request) => review.list(actorOf(request), { status: request.query.status }),
  );

  app.get(
    "/applications/:id",
    {
      onRequest: requireReviewer,
      schema: {
        tags,
        summary:
          "One application with its CV, note, profile and notes; a first look marks it viewed",
        security,
        params: idParams,
        response: { 200: reviewedApplication },
      },
    },
    async (request) => review.open(actorOf(request), request.params.id),
  );

  app.put(
    "/applications/:id/status",
    {
      onRequest: requireReviewer,
      schema: {
        tags,
        summary: "Move an application along the pipeline; the applicant is told by e-mail",
        security,
        params: idParams,
        body: statusInput,
        response: { 200: reviewedApplication },
      },
    },
    async (request) => review.setStatus(actorOf(request), request.params.id, request.body.status),
  );

  app.post(
    "/applications/:id/notes",
    {
      onRequest: requireReviewer,
      schema: {
        tags,
        summary: "Add a private note for the reviewers (never shown to the applicant)",
        security,
        params: idParams,
        body: noteInput,
        response: { 201: reviewedApplication },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await review.addNote(actorOf(request), request.params.id, request.body.body)),
  );
};
