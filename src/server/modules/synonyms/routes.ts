import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SYNONYM_TYPE } from "#shared/content-types.ts";
import { synonymSchemas } from "#shared/schemas/search.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

/** Admins' list, form and history of the search synonyms; the public never reads them whole. */
export const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContentRoutes(app, {
    type: SYNONYM_TYPE,
    schemas: synonymSchemas,
    service: app.services.synonyms,
  });
};
