import { z } from "zod";
import {
  APPLY_METHODS,
  type ApplyMethod,
  EMPLOYMENT_TYPES,
  INITIATIVE_KEYS,
  JOB_CATEGORIES,
  JOB_STATUSES,
  POSTED_WITHIN_DAYS,
  SALARY_PERIODS,
  WORKPLACES,
} from "../constants.ts";
import {
  contentLanguage,
  languageTag,
  optionalCountry,
  optionalIsoDateTime,
  optionalText,
  optionalWebAddress,
  paginated,
  paginationQuery,
  requiredText,
  slugSchema,
  timestamps,
  validFields,
  withFieldErrors,
} from "./common.ts";
import { companySummary } from "./companies.ts";
import { labelled } from "./messages.ts";

const salary = (label: string) =>
  z
    .number({ error: labelled(label) })
    .int()
    .min(0)
    .max(2_000_000_000)
    .nullish();

/** The fields of a job as its author writes them. */
const jobFields = z.object({
  title: requiredText("Title", 160),
  companyId: z.uuid({ message: "Choose a company" }),
  location: optionalText("Location", 120),
  country: optionalCountry,
  workplace: z.enum(WORKPLACES, { error: labelled("Workplace") }).default("onsite"),
  employmentType: z
    .enum(EMPLOYMENT_TYPES, { error: labelled("Employment type") })
    .default("full-time"),
  category: z.enum(JOB_CATEGORIES, { error: labelled("Category") }).default("other"),
  description: requiredText("Description", 50_000),
  salaryMin: salary("Minimum salary"),
  salaryMax: salary("Maximum salary"),
  salaryCurrency: z
    .union([
      z.literal(""),
      z.string().regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. SGD"),
    ])
    .nullish(),
  salaryPeriod: z
    .union([z.literal(""), z.enum(SALARY_PERIODS)], { error: labelled("Salary period") })
    .nullish(),
  applyMethod: z
    .enum(APPLY_METHODS, { error: labelled("How to apply") })
    .nullish()
    .describe(
      "`onsite`: on this site (applyEmail, if given, hears of new applications); `url`: on the employer's site; `email`: by e-mail. Left out: `url` with an applyUrl, else `email` with an applyEmail, else `onsite`.",
    ),
  applyUrl: optionalWebAddress("Apply URL"),
  applyEmail: z.union([z.literal(""), z.email({ error: labelled("Apply e-mail") })]).nullish(),
  status: z.enum(JOB_STATUSES, { error: labelled("Status") }).default("draft"),
  publishedAt: optionalIsoDateTime,
  expiresAt: optionalIsoDateTime,
  featured: z.boolean({ error: labelled("Featured") }).default(false),
  language: contentLanguage,
});

type JobRules = Pick<
  z.output<typeof jobFields>,
  "salaryMin" | "salaryMax" | "salaryCurrency" | "applyMethod" | "applyUrl" | "applyEmail"
> & { status: string };

/** What a job needs across its fields: a sensible salary range, and a way to apply once published. */
const jobRules = (job: JobRules, ctx: z.RefinementCtx) => {
  const valid = validFields(ctx);
  const { salaryMin, salaryMax } = job;
  if (valid("salaryMin", "salaryMax") && salaryMin != null && salaryMax != null) {
    if (salaryMax < salaryMin) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "Must be at least the minimum",
      });
    }
  }
  if (valid("salaryMin", "salaryMax", "salaryCurrency")) {
    if ((salaryMin != null || salaryMax != null) && !job.salaryCurrency) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryCurrency"],
        message: "Give the salary currency",
      });
    }
  }
  if (valid("status", "applyMethod", "applyUrl", "applyEmail") && job.status === "published") {
    const method = applyMethodOf(job);
    if (method === "url" && !job.applyUrl) {
      ctx.addIssue({
        code: "custom",
        path: ["applyUrl"],
        message: "A job applied to on the employer's site needs its apply URL",
      });
    }
    if (method === "email" && !job.applyEmail) {
      ctx.addIssue({
        code: "custom",
        path: ["applyEmail"],
        message: "A job applied to by e-mail needs its apply e-mail",
      });
    }
  }
};

export const jobInput = jobFields.superRefine(jobRules, withFieldErrors);
export type JobInput = z.input<typeof jobInput>;

/**
 * A job as its employer writes it: the company comes from the address, featuring is for the
 * admins, and publishing is asked for (`publish`) rather than set, since the jobs of a company
 * not yet trusted wait for review.
 */
export const employerJobInput = jobFields
  .omit({ companyId: true, status: true, publishedAt: true, featured: true })
  .extend({
    publish: z
      .boolean({ error: labelled("Publish") })
      .default(false)
      .describe(
        "true: on the site at once if the company is trusted, else into the admins' review queue; false: a draft.",
      ),
  })
  .superRefine(
    (job, ctx) => jobRules({ ...job, status: job.publish ? "published" : "draft" }, ctx),
    withFieldErrors,
  );
export type EmployerJobInput = z.infer<typeof employerJobInput>;

/** The way to apply a job's input asks for, or the one its apply fields imply. */
export function applyMethodOf(job: {
  applyMethod?: ApplyMethod | null;
  applyUrl?: string | null;
  applyEmail?: string | null;
}): ApplyMethod {
  return job.applyMethod ?? (job.applyUrl ? "url" : job.applyEmail ? "email" : "onsite");
}

export const job = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.uuid(),
  company: companySummary,
  location: z.string().nullable(),
  country: z.string().nullable(),
  workplace: z.enum(WORKPLACES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  category: z.enum(JOB_CATEGORIES),
  description: z.string(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  applyMethod: z.enum(APPLY_METHODS),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  featured: z.boolean(),
  language: z.string().describe("The BCP 47 tag of the language the job is written in."),
  reviewRequestedAt: z
    .string()
    .nullable()
    .describe(
      "When its company's people asked to publish it while the company is not trusted: it waits, a draft, in the admins' review queue.",
    ),
  takedownReason: z
    .string()
    .nullable()
    .describe("Why an admin took it down (it is closed then): its employer sees this."),
  ...timestamps,
});
export type Job = z.infer<typeof job>;

export const JOB_SORTS = ["relevance", "newest", "oldest", "salary"] as const;

/**
 * A filter of several values, any of which a job may have: the key repeated
 * (`workplace=remote&workplace=hybrid`), as a form's checkboxes send it. Kept sorted and once
 * each, so equal filters are one cached list.
 */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .transform((value) => [...new Set([value].flat())].sort())
    .optional()
    .describe(description);

export const publicJobQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  category: anyOf(JOB_CATEGORIES, "Jobs in any of these categories."),
  type: anyOf(EMPLOYMENT_TYPES, "Jobs of any of these types."),
  workplace: anyOf(WORKPLACES, "Jobs at any of these workplaces: remote or hybrid, say."),
  initiative: anyOf(
    INITIATIVE_KEYS,
    "Jobs at companies with every one of these initiatives (equal pay, flexible working …).",
  ),
  posted: z
    .enum(POSTED_WITHIN_DAYS)
    .optional()
    .describe("Jobs published within the last 1, 7 or 30 days."),
  location: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe(
      "A city or country in any of its names (Singapore, SG, 新加坡, シンガポール; Bengaluru or Bangalore), or a part of the job's location.",
    ),
  company: slugSchema.optional(),
  language: languageTag
    .optional()
    .describe("Jobs written in this language; `zh` also finds `zh-Hans` and `zh-Hant`."),
  salary: z.coerce
    .number()
    .int("Give the salary as a whole number")
    .min(0)
    .max(2_000_000_000)
    .optional()
    .describe(
      "Jobs whose salary reaches at least this much (the top of their range), in `currency` per `period`; salaries in other currencies are converted at the rates of `/api/currency-rates/public`.",
    ),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. SGD")
    .optional()
    .describe("The currency of `salary` (ISO 4217); US dollars when not given."),
  period: z
    .enum(SALARY_PERIODS)
    .optional()
    .describe("What `salary` is paid per: year (the default), month or hour."),
  sort: z
    .enum(JOB_SORTS)
    .optional()
    .describe(
      "`salary`: the highest first, every salary converted to US dollars a year (unknown salaries last).",
    ),
  exact: z
    .stringbool()
    .optional()
    .describe("Search the words as typed: no correction of mistyped words (`exact=1`)."),
});
export type PublicJobQuery = z.infer<typeof publicJobQuery>;

export const adminJobQuery = publicJobQuery.extend({
  status: z
    .enum([...JOB_STATUSES, "review"])
    .optional()
    .describe("`review`: the drafts its employer asked to publish, waiting in the review queue."),
  sort: z
    .enum([...JOB_SORTS, "title", "-title", "updatedAt", "-updatedAt", "expiresAt"])
    .optional(),
});
export type AdminJobQuery = z.infer<typeof adminJobQuery>;

/** A page of the public job list: a search may have corrected mistyped words. */
export const publicJobList = paginated(job).extend({
  correctedQuery: z
    .string()
    .optional()
    .describe(
      "Present when the words as typed found fewer than five jobs and these, with mistyped words corrected, found more: the list is theirs.",
    ),
  anyWords: z
    .literal(true)
    .optional()
    .describe(
      "Present when no job has all the words: the list is of jobs with some of them, those with the most first.",
    ),
});
export type PublicJobList = z.infer<typeof publicJobList>;

/** What the job API answers and takes, and how its lists are queried. */
export const jobSchemas = {
  item: job,
  publicList: publicJobList,
  input: jobInput,
  adminQuery: adminJobQuery,
  publicQuery: publicJobQuery,
};
