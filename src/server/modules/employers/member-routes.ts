import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import {
  companyPeople,
  invitationInput,
  invitationPreview,
  invitationToken,
  memberRoleInput,
} from "#shared/schemas/employers.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireEmployer, requireUser } from "../../policies/guards.ts";

const memberParams = idParams.extend({ userId: z.uuid({ message: "Not a valid id" }) });
const invitationParams = idParams.extend({ invitationId: z.uuid({ message: "Not a valid id" }) });

/** A company's people and the invitations that bring colleagues in. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, invitations } = app.services;
  const tags = ["employer people"];
  const security = memberSecurity;

  app.get(
    "/companies/:id/members",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "The company's people; its open invitations for its owners",
        security,
        params: idParams,
        response: { 200: companyPeople },
      },
    },
    async (request) => members.list(actorOf(request), request.params.id),
  );

  app.post(
    "/companies/:id/invitations",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Invite a colleague by e-mail (owners; the link works 7 days, once)",
        security,
        params: idParams,
        body: invitationInput,
        response: { 201: companyPeople.shape.invitations.element },
      },
    },
    async (request, reply) => {
      // In the inviter's language: the invited colleague has none on the site yet.
      const actor = actorOf(request);
      const invited = await invitations.invite(
        actor,
        request.params.id,
        request.body,
        actor.locale,
      );
      return reply.code(201).send(invited);
    },
  );

  app.delete(
    "/companies/:id/invitations/:invitationId",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Withdraw an invitation (owners)",
        security,
        params: invitationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await invitations.withdraw(actorOf(request), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/companies/:id/members/:userId",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Change a colleague's part (owners; a company keeps an owner)",
        security,
        params: memberParams,
        body: memberRoleInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await members.setRole(
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/companies/:id/members/:userId",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Remove a colleague (owners), or leave the company oneself",
        security,
        params: memberParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await members.remove(actorOf(request), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/invitations",
    {
      schema: {
        tags,
        summary:
          "What an invitation's link offers: the company, the part and the address it was sent to",
        querystring: invitationToken,
        response: { 200: invitationPreview },
      },
    },
    async (request, reply) => {
      // It names the address it was sent to: for whoever holds the link, never for a cache.
      reply.header("cache-control", "no-store");
      return invitations.preview(request.query.token);
    },
  );

  app.post(
    "/invitations/accept",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Join the company, signed in with the address the invitation was sent to",
        security,
        body: invitationToken,
        response: { 200: z.object({ companyId: z.uuid() }) },
      },
    },
    async (request) => invitations.accept(actorOf(request), request.body.token),
  );
};
