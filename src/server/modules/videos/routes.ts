import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { VIDEO_TYPE } from "#shared/content-types.ts";
import { videoSchemas } from "#shared/schemas/blogs.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

/** Videos have no draft state: they are on the site once saved, so no publish routes. */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContentRoutes(app, {
    type: VIDEO_TYPE,
    schemas: videoSchemas,
    service: app.services.videos,
  });
};
