import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import {
  adminBlogQuery,
  blogPost,
  blogPostInput,
  publicBlogQuery,
  video,
  videoInput,
  videoQuery,
} from "#shared/schemas/blogs.ts";
import { idParams } from "#shared/schemas/common.ts";
import {
  adminCompany,
  adminCompanyQuery,
  company,
  companyInput,
  publicCompanyQuery,
} from "#shared/schemas/companies.ts";
import {
  adminEventQuery,
  event,
  eventInput,
  eventStatusInput,
  publicEventQuery,
} from "#shared/schemas/events.ts";
import { adminJobQuery, job, jobInput, publicJobQuery } from "#shared/schemas/jobs.ts";
import { registerCrudRoutes } from "../http/crud-routes.ts";
import { registerPublishRoutes } from "../http/publish-routes.ts";
import { requireContentManager } from "../policies/guards.ts";

/** Jobs, companies, events, blog posts and videos: one REST shape for all five, plus publishing. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  registerCrudRoutes(app, {
    path: "/jobs",
    noun: "job",
    nouns: "jobs",
    entity: "job",
    item: job,
    input: jobInput,
    adminQuery: adminJobQuery,
    publicQuery: publicJobQuery,
    service: services.jobs,
  });
  registerCrudRoutes(app, {
    path: "/companies",
    noun: "company",
    nouns: "companies",
    entity: "company",
    item: company,
    adminItem: adminCompany,
    input: companyInput,
    adminQuery: adminCompanyQuery,
    publicQuery: publicCompanyQuery,
    publicBySlug: true,
    service: services.companies,
  });
  registerCrudRoutes(app, {
    path: "/events",
    noun: "event",
    nouns: "events",
    entity: "event",
    item: event,
    input: eventInput,
    adminQuery: adminEventQuery,
    publicQuery: publicEventQuery,
    service: services.events,
  });
  registerCrudRoutes(app, {
    path: "/blogs",
    noun: "blog post",
    nouns: "blog posts",
    entity: "blog",
    item: blogPost,
    input: blogPostInput,
    adminQuery: adminBlogQuery,
    publicQuery: publicBlogQuery,
    publicBySlug: true,
    service: services.blogs,
  });
  registerCrudRoutes(app, {
    path: "/videos",
    noun: "video",
    nouns: "videos",
    entity: "video",
    item: video,
    input: videoInput,
    adminQuery: videoQuery,
    publicQuery: videoQuery,
    service: services.videos,
  });

  // Videos have no draft state: they are on the site once saved.
  registerPublishRoutes(app, {
    path: "/jobs",
    noun: "job",
    entity: "job",
    item: job,
    service: services.jobs,
  });
  registerPublishRoutes(app, {
    path: "/companies",
    noun: "company",
    entity: "company",
    item: company,
    service: services.companies,
  });
  registerPublishRoutes(app, {
    path: "/events",
    noun: "event",
    entity: "event",
    item: event,
    service: services.events,
  });
  registerPublishRoutes(app, {
    path: "/blogs",
    noun: "blog post",
    entity: "blog",
    item: blogPost,
    service: services.blogs,
  });

  app.put(
    "/events/:id/status",
    {
      onRequest: requireContentManager,
      schema: {
        tags: ["events"],
        summary: "Change an event's status",
        security: [{ bearer: [] }],
        params: idParams,
        body: eventStatusInput,
        response: { 200: event },
      },
    },
    async (request) => {
      const before = await services.events.get(request.params.id);
      const after = await services.events.setStatus(request.params.id, request.body.status);
      await services.audit.record(request.user as CurrentUser, "status", "event", before, after);
      return after;
    },
  );
};
