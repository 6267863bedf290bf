import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { idParams, paginated } from "#shared/schemas/common.ts";
import {
  contactMessage,
  dashboard,
  messageHandledInput,
  messageQuery,
  subscriber,
  subscriberQuery,
} from "#shared/schemas/inbox.ts";
import { blogPosts, companies } from "../../db/schema/index.ts";
import { isSlugTaken } from "../../lib/unique-slug.ts";
import { requireAdmin } from "../../policies/guards.ts";

/** Admin-only reading: the dashboard, contact messages and newsletter subscribers. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard: overview, inbox, audit } = app.services;
  const security = [{ bearer: [] }];

  app.get(
    "/dashboard",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Counts, items needing attention and weekly jobs",
        response: { 200: dashboard },
      },
    },
    async () => overview.overview(),
  );

  app.get(
    "/messages",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Contact messages, newest first",
        querystring: messageQuery,
        response: { 200: paginated(contactMessage) },
      },
    },
    async (request) => inbox.listMessages(request.query),
  );

  app.put(
    "/messages/:id/handled",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Mark a message handled (or not)",
        params: idParams,
        body: messageHandledInput,
        response: { 200: contactMessage },
      },
    },
    async (request) => {
      const before = await inbox.getMessage(request.params.id);
      const after = await inbox.setHandled(request.params.id, request.body.handled);
      await audit.record(request.user as CurrentUser, "status", "message", before, after);
      return after;
    },
  );

  app.get(
    "/subscribers",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Active newsletter subscribers",
        querystring: subscriberQuery,
        response: { 200: paginated(subscriber) },
      },
    },
    async (request) => inbox.listSubscribers(request.query),
  );

  app.get(
    "/subscribers.csv",
    {
      onRequest: requireAdmin,
      schema: { tags: ["admin"], security, summary: "Every active subscriber as CSV" },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="subscribers.csv"')
        .header("cache-control", "no-store")
        .send(await inbox.subscribersCsv()),
  );

  app.post(
    "/markdown/preview",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Markdown as the site will show it (sanitised HTML), for editor previews",
        body: z.object({ markdown: z.string().max(100_000) }),
        response: { 200: z.object({ html: z.string() }) },
      },
    },
    async (request) => ({ html: await app.services.markdown.toHtml(request.body.markdown) }),
  );

  app.get(
    "/slug-check",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        security,
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
      const table = resource === "companies" ? companies : blogPosts;
      return { available: !(await isSlugTaken(app.services.db, table, slug, exceptId)) };
    },
  );
};
