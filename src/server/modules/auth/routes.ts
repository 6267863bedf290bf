import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authResult, currentUser, loginInput, registerInput } from "#shared/schemas/accounts.ts";
import { bearerToken } from "../../http/auth.ts";
import { requireUser } from "../../policies/guards.ts";

/**
 * Sign-up and sign-in are limited inside the auth service (per address and per account), not by
 * route config, so the site's own forms calling the same service share the same counters.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const tags = ["auth"];

  app.post(
    "/auth/register",
    {
      schema: {
        tags,
        summary: "Create a member account",
        body: registerInput,
        response: { 201: authResult },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await auth.register(request.body, { address: request.ip })),
  );

  app.post(
    "/auth/login",
    {
      schema: { tags, summary: "Sign in", body: loginInput, response: { 200: authResult } },
    },
    async (request) => auth.login(request.body, { address: request.ip }),
  );

  app.get(
    "/auth/me",
    {
      schema: {
        tags,
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        response: { 200: currentUser },
      },
    },
    async (request) => requireUser(request),
  );

  app.post(
    "/auth/logout",
    { schema: { tags, summary: "Sign out: the token stops working", response: { 204: z.null() } } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await auth.logout(token);
      return reply.code(204).send(null);
    },
  );
};
