import { z } from "zod";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, WORKPLACES } from "../constants.ts";
import { optionalCountry, optionalText, requiredText } from "./common.ts";
import { labelled } from "./messages.ts";

export const PROFILE_VISIBILITIES = ["private", "applications"] as const;
export const PROFILE_ENTRY_KINDS = ["job", "education", "career-break"] as const;
/** Entries in a history: a long career, with room to spare. */
export const PROFILE_ENTRIES_MAX = 50;
export const SKILLS_MAX = 30;

const month = (label: string) =>
  z
    .string({ error: labelled(label) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a year and month, e.g. 2021-04");
const someOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: labelled(label) }))
    .max(values.length)
    .transform((items) => [...new Set(items)])
    .default([]);

/** What a job seeker says of herself (her name and address are her account's). */
export const seekerProfileInput = z.object({
  headline: optionalText("Headline", 160),
  location: optionalText("Location", 120),
  country: optionalCountry,
  categories: someOf(JOB_CATEGORIES, "Categories"),
  workplaces: someOf(WORKPLACES, "Workplaces"),
  employmentTypes: someOf(EMPLOYMENT_TYPES, "Job types"),
  preferredLocations: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  skills: z
    .array(z.string().trim().min(1).max(40))
    .max(SKILLS_MAX, `Keep at most ${SKILLS_MAX} skills`)
    .transform((items) => [...new Set(items)])
    .default([]),
  visibility: z
    .enum(PROFILE_VISIBILITIES, { error: labelled("Visibility") })
    .default("private")
    .describe("`applications`: shown only to the employers she applies to"),
});
export type SeekerProfileInput = z.input<typeof seekerProfileInput>;

/**
 * A job, a course of study, or a career break: an ordinary, labelled entry with its months, not a
 * gap. A break needs no organisation; the others do.
 */
export const profileEntryInput = z
  .object({
    kind: z.enum(PROFILE_ENTRY_KINDS, { error: labelled("Kind") }),
    title: requiredText("Title", 160),
    organisation: optionalText("Organisation", 160),
    startedOn: month("Start"),
    endedOn: month("End").nullish().describe("Empty while it goes on"),
    note: optionalText("Note", 1_000),
  })
  .superRefine((entry, context) => {
    if (entry.kind !== "career-break" && !entry.organisation) {
      context.addIssue({
        code: "custom",
        path: ["organisation"],
        message: "Organisation is required",
        params: { rule: "required" },
      });
    }
    if (entry.endedOn && entry.endedOn < entry.startedOn) {
      context.addIssue({
        code: "custom",
        path: ["endedOn"],
        message: "The end comes after the start",
        params: { rule: "end-after-start" },
      });
    }
  });
export type ProfileEntryInput = z.input<typeof profileEntryInput>;

export const profileEntry = z.object({
  id: z.uuid(),
  kind: z.enum(PROFILE_ENTRY_KINDS),
  title: z.string(),
  organisation: z.string().nullable(),
  startedOn: z.string(),
  endedOn: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProfileEntry = z.infer<typeof profileEntry>;

export const seekerProfile = z.object({
  headline: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  categories: z.array(z.enum(JOB_CATEGORIES)),
  workplaces: z.array(z.enum(WORKPLACES)),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  preferredLocations: z.array(z.string()),
  skills: z.array(z.string()),
  visibility: z.enum(PROFILE_VISIBILITIES),
  /** The history, the latest first (what goes on first). */
  entries: z.array(profileEntry),
  updatedAt: z.string().nullable(),
});
export type SeekerProfile = z.infer<typeof seekerProfile>;
