import { z } from "zod";
import { paginationQuery } from "./common.ts";

export const contactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const messageQuery = paginationQuery.extend({
  status: z.enum(["new", "handled"]).optional(),
  q: z.string().trim().max(200).optional(),
});
export const messageHandledInput = z.object({ handled: z.boolean() });

export const subscriber = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;
export const subscriberQuery = paginationQuery.extend({ q: z.string().trim().max(200).optional() });

export const dashboard = z.object({
  counts: z.object({
    publishedJobs: z.number(),
    draftJobs: z.number(),
    companies: z.number(),
    upcomingEvents: z.number(),
    posts: z.number(),
    newMessages: z.number(),
    subscribers: z.number(),
    pendingCompanies: z.number().describe("Companies that joined and wait for approval"),
    jobsToReview: z.number().describe("Jobs their employers asked to publish, waiting for review"),
  }),
  expiringJobs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      company: z.string(),
      expiresAt: z.string().nullable(),
    }),
  ),
  draftJobs: z.array(
    z.object({ id: z.uuid(), title: z.string(), company: z.string(), updatedAt: z.string() }),
  ),
  newMessages: z.array(contactMessage),
  jobsPublishedPerWeek: z.array(z.object({ week: z.string(), published: z.number() })),
});
export type Dashboard = z.infer<typeof dashboard>;
