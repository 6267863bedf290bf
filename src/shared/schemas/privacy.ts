import { z } from "zod";
import { myApplication } from "./applications.ts";
import { cv } from "./cvs.ts";
import { labelled } from "./messages.ts";
import { seekerProfile } from "./profiles.ts";

/** Deleting her account asks for her password once more. */
export const accountDeletionInput = z.object({
  password: z
    .string({ error: labelled("Password") })
    .min(1)
    .max(200),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInput>;

const at = z.string().describe("ISO 8601 date and time");

/** Everything the product holds about a member: what "Download my data" answers. */
export const accountData = z.object({
  exportedAt: at,
  account: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    locale: z.string(),
    emailVerifiedAt: at.nullable(),
    createdAt: at,
    updatedAt: at,
  }),
  profile: seekerProfile,
  cvs: z.array(cv).describe("Her CVs' details; each file downloads from /api/files/{id}."),
  applications: z.array(myApplication),
  sessions: z.array(
    z.object({ createdAt: at, lastSeenAt: at, expiresAt: at, userAgent: z.string().nullable() }),
  ),
  savedJobs: z.array(
    z.object({ jobId: z.uuid(), title: z.string(), company: z.string(), savedAt: at }),
  ),
  jobAlerts: z.array(
    z.object({
      label: z.string(),
      search: z.string(),
      frequency: z.string(),
      paused: z.boolean(),
      lastSentAt: at.nullable(),
      createdAt: at,
    }),
  ),
  contactMessages: z.array(
    z.object({ name: z.string(), subject: z.string(), message: z.string(), createdAt: at }),
  ),
  newsletter: z.object({ subscribedAt: at, unsubscribedAt: at.nullable() }).nullable(),
  emails: z.array(z.object({ subject: z.string(), createdAt: at, sentAt: at.nullable() })),
});
export type AccountData = z.infer<typeof accountData>;
