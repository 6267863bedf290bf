import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../policies/guards.ts";

export const slugCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies, blogs } = app.services;
  app.get(
    "/slug-check",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Whether a company or blog slug is still free (exceptId: the item being edited)",
        querystring: z.object({
          resource: z.enum(["companies", "blogs"]),
          slug: z.string().trim().max(140),
          exceptId: z.uuid().optional(),
        }),
        response: { 200: z.object({ available: z.boolean() }) },
      },
    },
    async (request) => {
      const { resource, slug, exceptId } = request.query;
      const owner = resource === "companies" ? companies : blogs;
      return { available: await owner.isSlugFree(slug, exceptId) };
    },
  );
};
