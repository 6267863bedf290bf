import { z } from "zod";
import { LOCALE_CODES, type LocaleCode } from "../locales.ts";
import { optionalText } from "./common.ts";
import { companySummary } from "./companies.ts";
import { cv } from "./cvs.ts";
import { labelled } from "./messages.ts";
import { seekerProfile } from "./profiles.ts";

/**
 * An application's way through the pipeline. `viewed` is set when a reviewer first opens it;
 * `withdrawn` only by the applicant; the rest by reviewers, in any order (a decline may come at
 * any stage, and a mistaken one can be undone).
 */
export const APPLICATION_STATUSES = [
  "submitted",
  "viewed",
  "shortlisted",
  "interviewing",
  "offered",
  "hired",
  "declined",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const REVIEWER_STATUSES = [
  "shortlisted",
  "interviewing",
  "offered",
  "hired",
  "declined",
] as const satisfies readonly ApplicationStatus[];
/** The changes the applicant hears of by e-mail: each is news she can act on. */
export const NOTIFIED_STATUSES: readonly ApplicationStatus[] = REVIEWER_STATUSES;
/** Ended: nothing moves it on (a reviewer may still undo a decline). */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ["hired", "withdrawn"];

export const APPLICATION_NOTE_MAX = 2_000;
/** Applications one account may make to one job, withdrawn ones included. */
export const APPLICATIONS_PER_JOB_MAX = 3;

export const statusChange = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  by: z.enum(["applicant", "reviewer"]),
});
export type StatusChange = z.infer<typeof statusChange>;

export const applyInput = z.object({
  cvId: z.uuid({ error: "Choose a CV" }),
  note: optionalText("Note", APPLICATION_NOTE_MAX),
  consent: z.literal(true, { error: "Tick the box to agree to your application being sent" }),
  locale: z
    .enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]])
    .default("en")
    .describe("The language of the consent line she was shown."),
  leaveBlank: z
    .string()
    .max(0, "Leave the last field empty: it is there to catch automated sign-ups")
    .optional()
    .describe("A field people never see: only automated posts fill it in."),
});
export type ApplyInput = z.input<typeof applyInput>;

/** What she needs to apply for a job, and whether she can yet. */
export const applyPreview = z.object({
  job: z.object({ id: z.uuid(), title: z.string(), company: companySummary }),
  consentText: z.string().describe("The line she agrees to, naming the company and its country."),
  cvs: z.array(cv),
  emailVerified: z.boolean(),
  applied: z
    .object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES) })
    .nullable()
    .describe("Her live application to this job, if she has one."),
});
export type ApplyPreview = z.infer<typeof applyPreview>;

const applicationJob = z.object({
  id: z.uuid(),
  title: z.string(),
  company: companySummary,
  open: z.boolean().describe("Whether the job still takes applications."),
});

/** Her own view of an application. */
export const myApplication = z.object({
  id: z.uuid(),
  job: applicationJob,
  status: z.enum(APPLICATION_STATUSES),
  statusHistory: z.array(statusChange),
  note: z.string().nullable(),
  cv: cv.pick({ id: true, name: true, format: true }),
  consentText: z.string(),
  consentedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplication>;
export const myApplicationList = z.object({ items: z.array(myApplication) });

export const reviewerNote = z.object({
  id: z.uuid(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** What a reviewer sees: the applicant, her CV and note, her profile if she shares it. */
export const reviewedApplication = myApplication.extend({
  applicant: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  profile: seekerProfile
    .nullable()
    .describe("Her profile when she shares it with employers she applies to; otherwise null."),
  notes: z.array(reviewerNote),
});
export type ReviewedApplication = z.infer<typeof reviewedApplication>;

export const reviewerApplicationSummary = reviewedApplication.omit({ profile: true, notes: true });
export type ReviewerApplicationSummary = z.infer<typeof reviewerApplicationSummary>;

export const reviewerQuery = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: labelled("Status") }).optional(),
});
export const reviewerApplicationList = z.object({
  items: z.array(reviewerApplicationSummary),
  counts: z
    .record(z.string(), z.number())
    .describe("Applications per status, whatever the filter."),
});

export const statusInput = z.object({
  status: z.enum(REVIEWER_STATUSES, { error: labelled("Status") }),
});
export const noteInput = z.object({
  body: z
    .string({ error: labelled("Note") })
    .trim()
    .min(1, "Write the note first")
    .max(APPLICATION_NOTE_MAX),
});
