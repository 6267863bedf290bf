import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import {
  JOB_ALERTS_MAX,
  jobAlert,
  jobAlertInput,
  jobAlertList,
  jobAlertUpdate,
} from "#shared/schemas/job-alerts.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireAlertMaker, requireUser } from "../../policies/guards.ts";

/** A member's own job alerts, and the one-click unsubscribe of their digests. */
export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.jobAlerts;
  const tags = ["job alerts"];
  const security = memberSecurity;

  app.get(
    "/job-alerts",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in member's job alerts",
        security,
        response: { 200: jobAlertList },
      },
    },
    async (request) => ({ items: await alerts.list(actorOf(request)), max: JOB_ALERTS_MAX }),
  );

  app.post(
    "/job-alerts",
    {
      onRequest: requireAlertMaker,
      schema: {
        tags,
        summary: `Keep a /jobs search as an alert (at most ${JOB_ALERTS_MAX}; her address must be confirmed)`,
        security,
        body: jobAlertInput,
        response: { 201: jobAlert },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await alerts.create(actorOf(request), request.body)),
  );

  app.put(
    "/job-alerts/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change how often an alert is mailed, or pause and resume it",
        security,
        params: idParams,
        body: jobAlertUpdate,
        response: { 200: jobAlert },
      },
    },
    async (request) => alerts.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/job-alerts/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Delete an alert",
        security,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await alerts.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
