import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LOCALE_CODES, type LocaleCode } from "#shared/locales.ts";
import {
  applyInput,
  applyPreview,
  myApplication,
  myApplicationList,
} from "#shared/schemas/applications.ts";
import { idParams } from "#shared/schemas/common.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { actorOf, requireApplicant, requireUser } from "../../policies/guards.ts";

const localeQuery = z.object({
  locale: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]).default("en"),
});

/** Applying on the site, as the applicant: the form's contents, the application, her list. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { applications } = app.services;
  const tags = ["applications"];
  const security = memberSecurity;

  app.get(
    "/jobs/:id/apply",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "What applying for a job takes: her CVs, the consent line, whether she has applied",
        security,
        params: idParams,
        querystring: localeQuery,
        response: { 200: applyPreview },
      },
    },
    async (request) =>
      applications.preview(actorOf(request), request.params.id, request.query.locale),
  );

  app.post(
    "/jobs/:id/applications",
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        summary: "Apply for a job on this site with one of her CVs, a note and her consent",
        description:
          "403 EMAIL_NOT_VERIFIED until her address is confirmed; 409 ALREADY_APPLIED or APPLY_LIMIT; 429 past 20 an hour.",
        security,
        params: idParams,
        body: applyInput,
        response: { 201: myApplication },
      },
    },
    async (request, reply) => {
      const client = { address: request.ip };
      const made = await applications.apply(
        actorOf(request),
        request.params.id,
        request.body,
        client,
      );
      return reply.code(201).send(made);
    },
  );

  app.get(
    "/my-applications",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Her applications, the latest first, each with its status and history",
        security,
        response: { 200: myApplicationList },
      },
    },
    async (request) => ({ items: await applications.mine(actorOf(request)) }),
  );

  app.post(
    "/my-applications/:id/withdraw",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Withdraw one of her applications",
        security,
        params: idParams,
        response: { 200: myApplication },
      },
    },
    async (request) => applications.withdraw(actorOf(request), request.params.id),
  );
};
