import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blogPostSchemas } from "#shared/schemas/blogs.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;
  registerContentRoutes(app, {
    path: "/blogs",
    noun: "blog post",
    nouns: "blog posts",
    schemas: blogPostSchemas,
    publicBySlug: true,
    service: blogs,
  });
};
