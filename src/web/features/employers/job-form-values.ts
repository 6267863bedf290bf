import { msg } from "@lingui/core/macro";
import type { Job } from "#shared/schemas/jobs.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import type { FormFields } from "../../lib/form-fields.server.ts";

/** The job form's fields as its inputs hold them: all text. */
export type JobFormValues = Record<(typeof TEXT_FIELDS)[number], string>;

const TEXT_FIELDS = [
  "title",
  "location",
  "country",
  "workplace",
  "employmentType",
  "category",
  "description",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "applyMethod",
  "applyUrl",
  "applyEmail",
  "expiresAt",
  "language",
] as const;

/** A new job: on the site with a CV, in the language of the page it is written from. */
export const newJobValues = (language: string): JobFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as JobFormValues),
  workplace: "onsite",
  employmentType: "full-time",
  category: "other",
  applyMethod: "onsite",
  language,
});

export const jobFormValues = (job: Job): JobFormValues => ({
  title: job.title,
  location: job.location ?? "",
  country: job.country ?? "",
  workplace: job.workplace,
  employmentType: job.employmentType,
  category: job.category,
  description: job.description,
  salaryMin: job.salaryMin?.toString() ?? "",
  salaryMax: job.salaryMax?.toString() ?? "",
  salaryCurrency: job.salaryCurrency ?? "",
  salaryPeriod: job.salaryPeriod ?? "",
  applyMethod: job.applyMethod,
  applyUrl: job.applyUrl ?? "",
  applyEmail: job.applyEmail ?? "",
  expiresAt: job.expiresAt?.slice(0, 10) ?? "",
  language: job.language,
});

/** "4 500" or "4,500" → 4500; words stay words, so the schema says what is wrong. */
const amount = (text: string) => {
  const digits = text.replace(/[\s,.]/g, "");
  return digits === "" ? null : /^\d+$/.test(digits) ? Number(digits) : text;
};

/** The posted form as the API's job input; a day "until" means to its end, in UTC. */
export function readJobForm(text: FormFields) {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, text(field)]),
  ) as JobFormValues;
  const input = {
    ...values,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: values.salaryCurrency.toUpperCase(),
    expiresAt: /^\d{4}-\d{2}-\d{2}$/.test(values.expiresAt)
      ? `${values.expiresAt}T23:59:59Z`
      : values.expiresAt,
    publish: text("intent") === "publish",
  };
  return { values, input };
}

/** How the job form's messages name its fields, in the page's language. */
export const JOB_FIELD_NAMES: FieldNames = {
  title: msg`Job title`,
  location: msg`City or area`,
  description: msg`Description`,
  salaryCurrency: msg`Currency`,
  applyUrl: msg`Apply address on your website`,
  applyEmail: msg`Apply e-mail address`,
};
