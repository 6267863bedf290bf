import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactInput, newsletterInput } from "#shared/schemas/accounts.ts";
import { authRateLimit } from "../../http/rate-limits.ts";
import { siteOrigin } from "../../http/site-origin.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;

  app.post(
    "/contact",
    {
      config: { rateLimit: authRateLimit(app) },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the team",
        body: contactInput,
        response: { 201: z.object({ id: z.uuid(), createdAt: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contact.submit(request.body, siteOrigin(request))),
  );

  app.post(
    "/newsletter",
    {
      config: { rateLimit: authRateLimit(app) },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe to the newsletter (subscribing twice is fine)",
        body: newsletterInput,
        response: { 201: z.object({ subscribed: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await contact.subscribe(request.body.email);
      return reply.code(201).send({ subscribed: true as const });
    },
  );
};
