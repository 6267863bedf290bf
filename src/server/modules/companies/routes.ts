import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCompany,
  adminCompanyQuery,
  company,
  companyInput,
  publicCompanyQuery,
} from "#shared/schemas/companies.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies } = app.services;
  registerContentRoutes(app, {
    path: "/companies",
    noun: "company",
    nouns: "companies",
    item: company,
    adminItem: adminCompany,
    input: companyInput,
    adminQuery: adminCompanyQuery,
    publicQuery: publicCompanyQuery,
    publicBySlug: true,
    service: companies,
  });
};
