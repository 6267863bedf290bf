import { z } from "zod";
import {
  APPLICATION_NOTICES,
  COMPANY_SIZES,
  COMPANY_STATUSES,
  INITIATIVE_KEYS,
} from "../constants.ts";
import { countOf } from "../plural.ts";
import {
  contentLanguage,
  optionalCountry,
  optionalImageUrl,
  optionalSlug,
  optionalText,
  optionalWebAddress,
  paginationQuery,
  requiredText,
  timestamps,
} from "./common.ts";
import { labelled } from "./messages.ts";

export const companyInput = z.object({
  slug: optionalSlug,
  name: requiredText("Name", 120),
  logoUrl: optionalImageUrl("Logo"),
  website: optionalWebAddress("Website"),
  tagline: optionalText("Tagline", 160),
  description: z
    .string({ error: labelled("Description") })
    .max(20_000)
    .default(""),
  industry: optionalText("Industry", 120),
  size: z.enum(COMPANY_SIZES, { error: labelled("Size") }).nullish(),
  headquarters: optionalText("Headquarters", 120),
  country: optionalCountry.describe(
    "Where the company is: named in the consent an applicant gives before her data is sent to it.",
  ),
  initiatives: z
    .array(z.enum(INITIATIVE_KEYS, { error: labelled("Initiative") }), {
      error: labelled("Initiatives"),
    })
    .max(INITIATIVE_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, "Each initiative only once")
    .default([]),
  verifiedInitiatives: z
    .array(z.enum(INITIATIVE_KEYS, { error: labelled("Verified initiative") }))
    .max(INITIATIVE_KEYS.length)
    .optional()
    .describe(
      "The claimed initiatives an admin has checked (only those in `initiatives` count). Left out: those the company claimed itself stay as they were, and those an admin adds count as checked.",
    ),
  trusted: z
    .boolean({ error: labelled("Trusted") })
    .optional()
    .describe(
      "Whether its people's jobs go live at once (true) or wait in the review queue. Left out: kept; a company an admin adds is trusted.",
    ),
  applicationNotices: z
    .enum(APPLICATION_NOTICES, { error: labelled("Application notices") })
    .default("each")
    .describe("`each`: an e-mail per application made on this site; `daily`: one summary a day."),
  featured: z.boolean({ error: labelled("Featured") }).default(false),
  published: z.boolean({ error: labelled("Published") }).default(true),
  language: contentLanguage,
});
export type CompanyInput = z.input<typeof companyInput>;

export const companySummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const company = companySummary.extend({
  website: z.string().nullable(),
  tagline: z.string().nullable(),
  description: z.string(),
  industry: z.string().nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  headquarters: z.string().nullable(),
  country: z.string().nullable(),
  applicationNotices: z.enum(APPLICATION_NOTICES),
  initiatives: z.array(z.enum(INITIATIVE_KEYS)),
  verifiedInitiatives: z
    .array(z.enum(INITIATIVE_KEYS))
    .describe("The initiatives an admin has checked; the others are the company's own statement."),
  initiativeEvidence: z
    .partialRecord(z.enum(INITIATIVE_KEYS), z.string())
    .describe("The company's own words on how it offers each initiative it claimed on joining."),
  featured: z.boolean(),
  published: z.boolean(),
  language: z.string().describe("The BCP 47 tag of the language the profile is written in."),
  openJobs: z.number().int(),
  ...timestamps,
});
export type Company = z.infer<typeof company>;

/** What the admin area sees of a company: the public fields and how many jobs it has at all. */
export const adminCompany = company.extend({
  status: z
    .enum(COMPANY_STATUSES)
    .describe("pending: joined by itself, waiting for an admin; declined: told why, never public."),
  declineReason: z.string().nullable(),
  trusted: z.boolean().describe("Its people's jobs go live at once, without review."),
  jobCount: z
    .number()
    .int()
    .describe(
      "All of the company's jobs, whatever their status (draft, published, closed); openJobs counts only those on the site. A company with any job cannot be deleted.",
    ),
});
export type AdminCompany = z.infer<typeof adminCompany>;

const JOBS = { one: "job", other: "jobs" };

/**
 * Why a company cannot be deleted yet, or null when it can. The API's refusal and the admin
 * list's delete dialog both say this, so the dialog never promises a deletion the API refuses.
 */
export function undeletableReason(company: Pick<AdminCompany, "name" | "jobCount">) {
  if (company.jobCount === 0) return null;
  return `“${company.name}” has ${countOf(company.jobCount, JOBS)} (open, draft or closed): delete them or move them to another company first.`;
}

export const publicCompanyQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  initiative: z.enum(INITIATIVE_KEYS).optional(),
  featured: z.enum(["true", "false"]).optional(),
});
export const adminCompanyQuery = publicCompanyQuery.extend({
  status: z
    .enum(["published", "unpublished", ...COMPANY_STATUSES])
    .optional()
    .describe(
      "published / unpublished: on the site or not; pending: the queue of joining companies.",
    ),
  sort: z.enum(["name", "-name", "createdAt", "-createdAt", "updatedAt", "-updatedAt"]).optional(),
});

/** What the company API answers (more to admins) and takes, and how its lists are queried. */
export const companySchemas = {
  item: company,
  adminItem: adminCompany,
  input: companyInput,
  adminQuery: adminCompanyQuery,
  publicQuery: publicCompanyQuery,
};
