import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BLOG_POST_TYPE } from "#shared/content-types.ts";
import { blogPostSchemas } from "#shared/schemas/blogs.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;
  registerContentRoutes(app, { type: BLOG_POST_TYPE, schemas: blogPostSchemas, service: blogs });
};
