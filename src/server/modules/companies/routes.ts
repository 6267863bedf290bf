import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companySchemas } from "#shared/schemas/companies.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies } = app.services;
  registerContentRoutes(app, {
    path: "/companies",
    noun: "company",
    nouns: "companies",
    schemas: companySchemas,
    publicBySlug: true,
    service: companies,
  });
};
