import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { COMPANY_TYPE } from "#shared/content-types.ts";
import { companySchemas } from "#shared/schemas/companies.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies } = app.services;
  registerContentRoutes(app, { type: COMPANY_TYPE, schemas: companySchemas, service: companies });
};
