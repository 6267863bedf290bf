import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authResult } from "#shared/schemas/accounts.ts";
import { idParams } from "#shared/schemas/common.ts";
import { adminCompany } from "#shared/schemas/companies.ts";
import {
  companyApplicationInput,
  companyProfileInput,
  employerCompany,
  employerSignUpInput,
  moderationReason,
} from "#shared/schemas/employers.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { setSessionCookie } from "../../http/session-cookie.ts";
import { siteOrigin } from "../../http/site-origin.ts";
import { actorOf, requireEmployer, requireModerator, requireUser } from "../../policies/guards.ts";
import { clientOf } from "../auth/routes.ts";

/** Companies joining by themselves, the companies a person works for, and the admins' decision. */
export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { employers } = app.services;
  const tags = ["employers"];
  const security = memberSecurity;

  app.post(
    "/employers/register",
    {
      schema: {
        tags,
        summary: "Sign a company up with a new account, its first owner; it waits for approval",
        body: employerSignUpInput,
        response: { 201: authResult.extend({ company: employerCompany }) },
      },
    },
    async (request, reply) => {
      const session = await employers.signUp(request.body, clientOf(request), siteOrigin(request));
      setSessionCookie(reply, session.token);
      const [company] = await employers.companiesOf(session.user);
      return reply.code(201).send({ ...session, company: company! });
    },
  );

  app.post(
    "/employers/companies",
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Sign another company up, as its first owner; it waits for approval",
        security,
        body: companyApplicationInput,
        response: { 201: employerCompany },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await employers.apply(actor, request.body);
      const mine = await employers.companiesOf(actor);
      return reply.code(201).send(mine.find((company) => company.id === created.id)!);
    },
  );

  app.get(
    "/employers/companies",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The companies the signed-in person works for, and where each stands",
        security,
        response: { 200: z.array(employerCompany) },
      },
    },
    async (request) => employers.companiesOf(actorOf(request)),
  );

  app.get(
    "/companies/:id/profile",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "The company's profile as its people see it, published or not",
        security,
        params: idParams,
        response: { 200: adminCompany },
      },
    },
    async (request) => employers.profile(actorOf(request), request.params.id),
  );

  app.put(
    "/companies/:id/profile",
    {
      onRequest: requireEmployer,
      schema: {
        tags,
        summary: "Change the company's profile (owners): claims they add wait for our check",
        security,
        params: idParams,
        body: companyProfileInput,
        response: { 200: adminCompany },
      },
    },
    async (request) => employers.updateProfile(actorOf(request), request.params.id, request.body),
  );

  for (const [action, approve] of [
    ["approve", true],
    ["decline", false],
  ] as const) {
    app.post(
      `/companies/:id/${action}`,
      {
        onRequest: requireModerator,
        schema: {
          tags,
          summary: approve
            ? "Approve a joining company: its page goes public and its owners are told"
            : "Decline a joining company with a reason its owners are e-mailed",
          security,
          params: idParams,
          ...(approve ? {} : { body: moderationReason }),
          response: { 200: adminCompany },
        },
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body as { reason: string } | undefined;
        return employers.decide(
          actorOf(request),
          id,
          approve ? { approve: true } : { approve: false, reason: body!.reason },
        );
      },
    );
  }
};
