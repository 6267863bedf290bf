import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminBlogQuery, blogPost, blogPostInput, publicBlogQuery } from "#shared/schemas/blogs.ts";
import { registerContentRoutes } from "../../http/crud-routes.ts";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services;
  registerContentRoutes(app, {
    path: "/blogs",
    noun: "blog post",
    nouns: "blog posts",
    item: blogPost,
    input: blogPostInput,
    adminQuery: adminBlogQuery,
    publicQuery: publicBlogQuery,
    publicBySlug: true,
    service: blogs,
  });
};
