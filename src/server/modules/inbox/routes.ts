import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, paginated } from "#shared/schemas/common.ts";
import {
  contactMessage,
  messageHandledInput,
  messageQuery,
  subscriber,
  subscriberQuery,
} from "#shared/schemas/inbox.ts";
import { actorOf, requireInboxManager } from "../../policies/guards.ts";

/** Contact messages and newsletter subscribers, for whoever looks after the inbox. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app.services;
  const security = [{ bearer: [] }];

  app.get(
    "/messages",
    {
      onRequest: requireInboxManager,
      schema: {
        tags: ["admin"],
        security,
        summary: "Contact messages, newest first",
        querystring: messageQuery,
        response: { 200: paginated(contactMessage) },
      },
    },
    async (request) => inbox.listMessages(request.query),
  );

  app.put(
    "/messages/:id/handled",
    {
      onRequest: requireInboxManager,
      schema: {
        tags: ["admin"],
        security,
        summary: "Mark a message handled (or not)",
        params: idParams,
        body: messageHandledInput,
        response: { 200: contactMessage },
      },
    },
    async (request) => inbox.setHandled(actorOf(request), request.params.id, request.body.handled),
  );

  app.get(
    "/subscribers",
    {
      onRequest: requireInboxManager,
      schema: {
        tags: ["admin"],
        security,
        summary: "Active newsletter subscribers",
        querystring: subscriberQuery,
        response: { 200: paginated(subscriber) },
      },
    },
    async (request) => inbox.listSubscribers(request.query),
  );

  app.get(
    "/subscribers.csv",
    {
      onRequest: requireInboxManager,
      schema: { tags: ["admin"], security, summary: "Every active subscriber as CSV" },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="subscribers.csv"')
        .header("cache-control", "no-store")
        .send(await inbox.subscribersCsv()),
  );
};
