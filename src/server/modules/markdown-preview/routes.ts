import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../policies/guards.ts";

export const markdownPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/markdown/preview",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Markdown as the site will show it (sanitised HTML), for editor previews",
        body: z.object({ markdown: z.string().max(100_000) }),
        response: { 200: z.object({ html: z.string() }) },
      },
    },
    async (request) => ({ html: await app.services.markdown.toHtml(request.body.markdown) }),
  );
};
