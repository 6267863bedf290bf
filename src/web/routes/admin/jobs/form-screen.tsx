import { useLingui } from "@lingui/react";
import {
  APPLY_METHODS,
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACES,
} from "#shared/constants.ts";
import { type Job, jobInput } from "#shared/schemas/jobs.ts";
import { instantToWallTime, localTimeZone } from "#shared/time.ts";
import { optionsOf } from "../../../components/admin/options.ts";
import { labelTexts } from "../../../components/jobs/job-format.ts";
import {
  CheckboxField,
  CompanyField,
  CountryField,
  CurrencyField,
  LanguageField,
  MarkdownField,
  SelectField,
  TextField,
} from "../../../features/admin/bound-fields.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { fromAmount, toAmount, toInstant } from "../../../features/admin/form-values.ts";
import { JOBS } from "../../../features/admin/resources.ts";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "../../../i18n/labels.ts";

const STATUS_OPTIONS = optionsOf(JOB_STATUSES, {
  draft: "Draft (not on the site)",
  published: "Published",
  closed: "Closed",
});
const APPLY_OPTIONS = optionsOf(APPLY_METHODS, {
  onsite: "On this site",
  url: "On the employer's site (apply URL)",
  email: "By e-mail (apply e-mail)",
});
const PERIOD_OPTIONS = optionsOf(SALARY_PERIODS, {
  year: "Per year",
  month: "Per month",
  hour: "Per hour",
});

const EMPTY = {
  language: "en",
  title: "",
  companyId: "",
  location: "",
  country: "",
  workplace: "onsite",
  employmentType: "full-time",
  category: "other",
  description: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "",
  salaryPeriod: "",
  applyMethod: "onsite",
  applyUrl: "",
  applyEmail: "",
  status: "draft",
  /** Wall times in the admin's own zone, as datetime-local inputs hold them. */
  publishedAt: "",
  expiresAt: "",
  featured: false,
  /** The stored instants, sent back untouched when their input was not changed (seconds kept). */
  storedPublishedAt: null as string | null,
  storedExpiresAt: null as string | null,
};
type Values = typeof EMPTY;

/** Empty → null; an unchanged input → the stored instant; otherwise the typed local time. */
function keptInstant(wall: string, stored: string | null): string | null {
  if (!wall) return null;
  if (stored && instantToWallTime(stored) === wall) return stored;
  return toInstant(wall);
}

const fromItem = (job: Job): Values => ({
  language: job.language,
  title: job.title,
  companyId: job.companyId,
  location: job.location ?? "",
  country: job.country ?? "",
  workplace: job.workplace,
  employmentType: job.employmentType,
  category: job.category,
  description: job.description,
  salaryMin: fromAmount(job.salaryMin),
  salaryMax: fromAmount(job.salaryMax),
  salaryCurrency: job.salaryCurrency ?? "",
  salaryPeriod: job.salaryPeriod ?? "",
  applyMethod: job.applyMethod,
  applyUrl: job.applyUrl ?? "",
  applyEmail: job.applyEmail ?? "",
  status: job.status,
  publishedAt: instantToWallTime(job.publishedAt),
  expiresAt: instantToWallTime(job.expiresAt),
  featured: job.featured,
  storedPublishedAt: job.publishedAt,
  storedExpiresAt: job.expiresAt,
});

const toPayload = ({ storedPublishedAt, storedExpiresAt, ...values }: Values) => ({
  ...values,
  title: values.title.trim(),
  country: values.country || null,
  salaryMin: toAmount(values.salaryMin),
  salaryMax: toAmount(values.salaryMax),
  salaryCurrency: values.salaryCurrency || null,
  salaryPeriod: values.salaryPeriod || null,
  applyUrl: values.applyUrl.trim() || null,
  applyEmail: values.applyEmail.trim() || null,
  publishedAt: keptInstant(values.publishedAt, storedPublishedAt),
  expiresAt: keptInstant(values.expiresAt, storedExpiresAt),
});

const FORM: FormOptions<Values, Job> = {
  ...JOBS,
  empty: EMPTY,
  fromItem,
  toPayload,
  schema: jobInput,
  describe: (values) => values.title,
};

export default function JobForm() {
  const { i18n } = useLingui();
  const form = useResourceForm(FORM);
  const zone = localTimeZone();
  const amount = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;

  return (
    <FormScreen form={form}>
      <TextField label="Title" name="title" required />
      <LanguageField name="language" />
      {/* The saved company stays named while the picker's list leaves it out. */}
      <CompanyField name="companyId" current={form.item?.company ?? null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Location" name="location" placeholder="e.g. Singapore" />
        <CountryField name="country" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Workplace"
          name="workplace"
          options={optionsOf(WORKPLACES, labelTexts(i18n, WORKPLACE_LABELS))}
        />
        <SelectField
          label="Employment type"
          name="employmentType"
          options={optionsOf(EMPLOYMENT_TYPES, labelTexts(i18n, TYPE_LABELS))}
        />
        <SelectField
          label="Category"
          name="category"
          options={optionsOf(JOB_CATEGORIES, labelTexts(i18n, CATEGORY_LABELS))}
        />
      </div>
      <MarkdownField label="Description" name="description" required />
      <fieldset>
        <legend className="text-sm font-semibold">Salary</legend>
        <p className="text-sm text-muted">
          Optional. Whole numbers, without separators. With its currency and period, the salary is
          compared with others (salary sort and filter) at the rates under Currency rates.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField
            label="Minimum"
            name="salaryMin"
            {...amount}
            deps={["salaryMax", "salaryCurrency"]}
          />
          <TextField label="Maximum" name="salaryMax" {...amount} deps={["salaryCurrency"]} />
          <CurrencyField name="salaryCurrency" />
          <SelectField
            label="Period"
            name="salaryPeriod"
            empty="Not given"
            options={PERIOD_OPTIONS}
          />
        </div>
      </fieldset>
      <SelectField
        label="How candidates apply"
        name="applyMethod"
        hint="On this site, applications and their CVs arrive under Applications."
        options={APPLY_OPTIONS}
        deps={["applyUrl", "applyEmail"]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Apply URL"
          name="applyUrl"
          type="url"
          placeholder="https://"
          hint="Where candidates apply on the employer's site."
        />
        <TextField
          label="Apply e-mail"
          name="applyEmail"
          type="email"
          hint="Where applications go by e-mail; for applications on this site, who hears of each one."
        />
      </div>
      <SelectField
        label="Status"
        name="status"
        hint="Only published jobs that have not expired appear on the site."
        options={STATUS_OPTIONS}
        deps={["applyUrl", "applyEmail"]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Published"
          name="publishedAt"
          type="datetime-local"
          hint={`Your local time (${zone}). Left empty, publishing sets it to now; a later time schedules the job.`}
        />
        <TextField
          label="Expires"
          name="expiresAt"
          type="datetime-local"
          hint={`Your local time (${zone}). The job leaves the site then; empty means it stays until closed.`}
        />
      </div>
      <CheckboxField label="Featured" name="featured" hint="Marked as featured on job cards." />
    </FormScreen>
  );
}
