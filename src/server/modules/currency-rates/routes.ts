import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CURRENCY_RATE_TYPE } from "#shared/content-types.ts";
import { currencyRateSchemas } from "#shared/schemas/currency-rates.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

/** The rates salaries are compared by: anyone reads them, admins keep them current. */
export const currencyRateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContentRoutes(app, {
    type: CURRENCY_RATE_TYPE,
    schemas: currencyRateSchemas,
    service: app.services.currencyRates,
  });
};
