import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { EVENT_TYPE } from "#shared/content-types.ts";
import { idParams } from "#shared/schemas/common.ts";
import { event, eventSchemas, eventStatusInput } from "#shared/schemas/events.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";
import { actorOf, requireContentManager } from "../../policies/guards.ts";

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;
  registerContentRoutes(app, { type: EVENT_TYPE, schemas: eventSchemas, service: events });

  app.put(
    "/events/:id/status",
    {
      onRequest: requireContentManager,
      schema: {
        tags: ["events"],
        summary: "Change an event's status",
        security: [{ bearer: [] }],
        params: idParams,
        body: eventStatusInput,
        response: { 200: event },
      },
    },
    async (request) => events.setStatus(actorOf(request), request.params.id, request.body.status),
  );
};
