import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountData, accountDeletionInput } from "#shared/schemas/privacy.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { clearSessionCookie } from "../../http/session-cookie.ts";
import { siteOrigin } from "../../http/site-origin.ts";
import { actorOf, requireUser } from "../../policies/guards.ts";

/** Her own data: a copy to download, and the account's deletion. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.services.privacy;
  const tags = ["account"];

  app.get(
    "/account/data",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Everything the product holds about the signed-in member, as a JSON file",
        security: memberSecurity,
        response: { 200: accountData },
      },
    },
    async (request, reply) => {
      const date = new Date().toISOString().slice(0, 10);
      reply.header("content-disposition", `attachment; filename="my-data-${date}.json"`);
      return privacy.exportData(actorOf(request));
    },
  );

  app.delete(
    "/account",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Delete the signed-in member's account and her personal data, at once",
        security: memberSecurity,
        body: accountDeletionInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await privacy.deleteAccount(
        actorOf(request),
        request.body,
        { address: request.ip },
        siteOrigin(request),
      );
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
