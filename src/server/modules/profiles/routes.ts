import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import {
  profileEntry,
  profileEntryInput,
  seekerProfile,
  seekerProfileInput,
} from "#shared/schemas/profiles.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireUser } from "../../policies/guards.ts";

/** The signed-in member's own job-seeker profile and history; nobody else's. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;
  const tags = ["profile"];
  const security = memberSecurity;

  app.get(
    "/profile",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Her profile and history",
        security,
        response: { 200: seekerProfile },
      },
    },
    async (request) => profiles.get(actorOf(request)),
  );

  app.put(
    "/profile",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Save her headline, place, work preferences, skills and who may see them",
        security,
        body: seekerProfileInput,
        response: { 200: seekerProfile },
      },
    },
    async (request) => profiles.save(actorOf(request), request.body),
  );

  app.post(
    "/profile/entries",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Add a job, a course of study or a career break to her history",
        security,
        body: profileEntryInput,
        response: { 201: profileEntry },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await profiles.addEntry(actorOf(request), request.body)),
  );

  app.put(
    "/profile/entries/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change an entry of her history",
        security,
        params: idParams,
        body: profileEntryInput,
        response: { 200: profileEntry },
      },
    },
    async (request) => profiles.updateEntry(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/profile/entries/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Remove an entry of her history",
        security,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await profiles.removeEntry(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
