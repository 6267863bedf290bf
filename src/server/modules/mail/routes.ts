import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "#shared/schemas/common.ts";
import { outboxList, outboxMail, outboxQuery } from "#shared/schemas/outbox.ts";
import { requireAdmin } from "../../policies/guards.ts";

/** The outbox and the background queues, for the administrators who run the site. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app.services;
  const security = [{ bearer: [] }];

  app.get(
    "/outbox",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Mail sent, waiting or failed, newest first, with the queues' state",
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request) => mail.list(request.query),
  );

  app.post(
    "/outbox/:id/retry",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Send a failed mail again",
        params: idParams,
        response: { 200: outboxMail },
      },
    },
    async (request) => mail.retry(request.params.id),
  );
};
