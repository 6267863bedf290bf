import { useParams } from "react-router";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_STATUSES, WORKPLACES } from "#shared/constants.ts";
import { type Job, jobInput } from "#shared/schemas/jobs.ts";
import { isoToZonedWallTime, zonedWallTimeToIso } from "#shared/time.ts";
import { CompanyPicker } from "../../../components/admin/company-picker.tsx";
import { CountrySelect } from "../../../components/admin/country-select.tsx";
import { withCrossFieldRules } from "../../../components/admin/cross-field-rules.ts";
import { Checkbox, SelectInput, TextInput } from "../../../components/admin/form-fields.tsx";
import { MarkdownEditor } from "../../../components/admin/markdown-editor.tsx";
import { SalaryRange, toAmount } from "../../../components/admin/salary-range.tsx";
import {
  CATEGORY_LABELS,
  TYPE_LABELS,
  WORKPLACE_LABELS,
} from "../../../components/jobs/job-format.ts";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { jobPublication } from "../../../features/admin/publication.ts";
import { useFormPublishing } from "../../../features/admin/publishing.tsx";
import { useResourceForm } from "../../../features/admin/use-resource-form.ts";

const STATUS_OPTIONS = JOB_STATUSES.map((status) => ({
  value: status,
  label: { draft: "Draft (not on the site)", published: "Published", closed: "Closed" }[status],
}));

type Values = {
  title: string;
  companyId: string;
  location: string;
  country: string;
  workplace: string;
  employmentType: string;
  category: string;
  description: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  applyUrl: string;
  applyEmail: string;
  status: string;
  /** Wall times in the admin's own zone, as datetime-local inputs hold them. */
  publishedAt: string;
  expiresAt: string;
  featured: boolean;
  /** The saved company, named while the picker's list leaves it out. */
  storedCompany: { id: string; name: string } | null;
  /** The stored instants, sent back untouched when their input was not changed (seconds kept). */
  storedPublishedAt: string | null;
  storedExpiresAt: string | null;
};

const EMPTY: Values = {
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
  applyUrl: "",
  applyEmail: "",
  status: "draft",
  publishedAt: "",
  expiresAt: "",
  featured: false,
  storedCompany: null,
  storedPublishedAt: null,
  storedExpiresAt: null,
};

// Salary and apply rules are shown even while the title or company is still missing.
const formSchema = withCrossFieldRules(jobInput, {
  title: "Title",
  companyId: "00000000-0000-4000-8000-000000000000",
  description: "Description",
});

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const toWall = (iso: string | null) => (iso ? isoToZonedWallTime(iso, localZone()) : "");

/** Empty → null; an unchanged input → the stored instant; otherwise the typed local time. */
function toInstant(wall: string, stored: string | null): string | null {
  if (!wall) return null;
  if (stored && toWall(stored) === wall) return stored;
  try {
    return zonedWallTimeToIso(wall, localZone());
  } catch {
    return wall; // Not a date: the schema answers "Enter a date and time".
  }
}

const fromItem = (job: Job): Values => ({
  title: job.title,
  companyId: job.companyId,
  location: job.location ?? "",
  country: job.country ?? "",
  workplace: job.workplace,
  employmentType: job.employmentType,
  category: job.category,
  description: job.description,
  salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
  salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
  salaryCurrency: job.salaryCurrency ?? "",
  salaryPeriod: job.salaryPeriod ?? "",
  applyUrl: job.applyUrl ?? "",
  applyEmail: job.applyEmail ?? "",
  status: job.status,
  publishedAt: toWall(job.publishedAt),
  expiresAt: toWall(job.expiresAt),
  featured: job.featured,
  storedCompany: { id: job.companyId, name: job.company.name },
  storedPublishedAt: job.publishedAt,
  storedExpiresAt: job.expiresAt,
});

const toPayload = ({ storedPublishedAt, storedExpiresAt, storedCompany, ...values }: Values) => ({
  ...values,
  title: values.title.trim(),
  country: values.country || null,
  salaryMin: toAmount(values.salaryMin),
  salaryMax: toAmount(values.salaryMax),
  salaryCurrency: values.salaryCurrency || null,
  salaryPeriod: values.salaryPeriod || null,
  applyUrl: values.applyUrl.trim() || null,
  applyEmail: values.applyEmail.trim() || null,
  publishedAt: toInstant(values.publishedAt, storedPublishedAt),
  expiresAt: toInstant(values.expiresAt, storedExpiresAt),
});

export default function JobForm() {
  const { id } = useParams();
  const form = useResourceForm({
    resource: "jobs",
    noun: "job",
    id,
    empty: EMPTY,
    fromItem,
    toPayload,
    schema: formSchema,
    describe: (values) => values.title,
  });
  const { values, setField, touch, bind, errors } = form;
  const publishing = useFormPublishing("jobs", form, jobPublication, (job) => job.title);
  const text = (field: "title" | "location" | "applyUrl" | "applyEmail") => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setField(field, value),
    onBlur: () => touch(field),
    error: errors[field],
  });
  const select = (field: "workplace" | "employmentType" | "category" | "status") => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setField(field, value),
    onBlur: () => touch(field),
    error: errors[field],
  });

  return (
    <FormScreen
      title={id ? `Edit ${values.title || "job"}` : "New job"}
      resource="jobs"
      entity="job"
      id={id}
      onSave={() => void form.save()}
      {...form}
      {...publishing}
    >
      <TextInput label="Title" required {...text("title")} />
      <CompanyPicker
        value={values.companyId}
        onChange={(companyId) => setField("companyId", companyId)}
        onBlur={() => touch("companyId")}
        error={errors.companyId}
        current={values.storedCompany}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label="Location" placeholder="e.g. Singapore" {...text("location")} />
        <CountrySelect
          value={values.country}
          onChange={(code) => setField("country", code)}
          onBlur={() => touch("country")}
          error={errors.country}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectInput
          label="Workplace"
          options={WORKPLACES.map((key) => ({ value: key, label: WORKPLACE_LABELS[key] }))}
          {...select("workplace")}
        />
        <SelectInput
          label="Employment type"
          options={EMPLOYMENT_TYPES.map((key) => ({ value: key, label: TYPE_LABELS[key] }))}
          {...select("employmentType")}
        />
        <SelectInput
          label="Category"
          options={JOB_CATEGORIES.map((key) => ({ value: key, label: CATEGORY_LABELS[key] }))}
          {...select("category")}
        />
      </div>
      <MarkdownEditor label="Description" {...bind("description")} required />
      <SalaryRange
        values={values}
        onChange={(field, value) => setField(field, value)}
        onBlur={touch}
        errors={errors}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Apply URL"
          type="url"
          placeholder="https://"
          hint="Where candidates apply."
          {...text("applyUrl")}
        />
        <TextInput
          label="Apply e-mail"
          type="email"
          hint="Or an address for applications."
          {...text("applyEmail")}
        />
      </div>
      <SelectInput
        label="Status"
        hint="Only published jobs that have not expired appear on the site."
        options={STATUS_OPTIONS}
        {...select("status")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Published"
          {...bind("publishedAt")}
          type="datetime-local"
          hint={`Your local time (${localZone()}). Left empty, publishing sets it to now; a later time schedules the job.`}
        />
        <TextInput
          label="Expires"
          {...bind("expiresAt")}
          type="datetime-local"
          hint={`Your local time (${localZone()}). The job leaves the site then; empty means it stays until closed.`}
        />
      </div>
      <Checkbox
        label="Featured"
        hint="Marked as featured on job cards."
        checked={values.featured}
        onChange={(checked) => setField("featured", checked)}
      />
    </FormScreen>
  );
}
