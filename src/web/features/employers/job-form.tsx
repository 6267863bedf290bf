import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import {
  APPLY_METHODS,
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  SALARY_PERIODS,
  WORKPLACES,
} from "#shared/constants.ts";
import { SITE_NAME } from "#shared/site.ts";
import { CountryField, SelectField } from "../../components/forms/choice-fields.tsx";
import { Field, TextAreaField } from "../../components/forms/field.tsx";
import {
  CATEGORY_LABELS,
  SALARY_PERIOD_LABELS,
  TYPE_LABELS,
  WORKPLACE_LABELS,
} from "../../i18n/labels.ts";
import { contentLanguageOptions } from "../../i18n/language-names.ts";
import type { JobFormValues } from "./job-form-values.ts";

const button = "rounded-full px-5 py-3 font-semibold disabled:opacity-70";

/**
 * A job as its employer writes it, posted to the page's own action: save as a draft, or publish
 * (which for a company not yet trusted sends it to our review first, as the button says).
 */
export function EmployerJobForm({
  values,
  errors,
  message,
  trusted,
}: {
  values: JobFormValues;
  errors: Record<string, string>;
  message: string | null;
  trusted: boolean;
}) {
  const { t, i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const labelled = (labels: Record<string, { id: string }>, keys: readonly string[]) =>
    keys.map((key) => ({ value: key, label: i18n._(labels[key]!) }));
  const applyLabels: Record<string, string> = {
    onsite: t`On ${SITE_NAME}, with a CV (you review applicants in this workspace)`,
    url: t`On your own website`,
    email: t`By e-mail`,
  };

  return (
    <Form method="post" noValidate className="mt-6 space-y-5">
      <Field
        label={t`Job title`}
        name="title"
        required
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`City or area`}
          name="location"
          defaultValue={values.location}
          error={errors.location}
        />
        <CountryField defaultValue={values.country} error={errors.country} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t`Workplace`}
          name="workplace"
          options={labelled(WORKPLACE_LABELS, WORKPLACES)}
          defaultValue={values.workplace}
          error={errors.workplace}
        />
        <SelectField
          label={t`Job type`}
          name="employmentType"
          options={labelled(TYPE_LABELS, EMPLOYMENT_TYPES)}
          defaultValue={values.employmentType}
          error={errors.employmentType}
        />
        <SelectField
          label={t`Category`}
          name="category"
          options={labelled(CATEGORY_LABELS, JOB_CATEGORIES)}
          defaultValue={values.category}
          error={errors.category}
        />
      </div>
      <TextAreaField
        label={t`Description`}
        name="description"
        rows={12}
        required
        hint={t`What the job is, who you look for, and what you offer. Markdown works: **bold**, lists with -.`}
        defaultValue={values.description}
        error={errors.description}
      />
      <fieldset className="grid gap-5 sm:grid-cols-4">
        <legend className="text-sm font-semibold text-ink">
          <Trans>Salary (optional, but jobs with one get more applicants)</Trans>
        </legend>
        <Field
          label={t`From`}
          name="salaryMin"
          inputMode="numeric"
          defaultValue={values.salaryMin}
          error={errors.salaryMin}
        />
        <Field
          label={t`To`}
          name="salaryMax"
          inputMode="numeric"
          defaultValue={values.salaryMax}
          error={errors.salaryMax}
        />
        <Field
          label={t`Currency`}
          name="salaryCurrency"
          hint={t`e.g. SGD`}
          maxLength={3}
          defaultValue={values.salaryCurrency}
          error={errors.salaryCurrency}
        />
        <SelectField
          label={t`Per`}
          name="salaryPeriod"
          empty={t`Not given`}
          options={labelled(SALARY_PERIOD_LABELS, SALARY_PERIODS)}
          defaultValue={values.salaryPeriod}
          error={errors.salaryPeriod}
        />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          <Trans>How candidates apply</Trans>
        </legend>
        {APPLY_METHODS.map((method) => (
          <label key={method} className="mt-1 flex min-h-8 items-center gap-2">
            <input
              type="radio"
              name="applyMethod"
              value={method}
              defaultChecked={values.applyMethod === method}
              className="h-4 w-4 accent-brand-700"
            />
            {applyLabels[method]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Apply address on your website`}
          name="applyUrl"
          inputMode="url"
          hint={t`For “On your own website”`}
          defaultValue={values.applyUrl}
          error={errors.applyUrl}
        />
        <Field
          label={t`Apply e-mail address`}
          name="applyEmail"
          type="email"
          hint={t`For “By e-mail”; for applications on the site, it also hears of each one`}
          defaultValue={values.applyEmail}
          error={errors.applyEmail}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`On the site until`}
          name="expiresAt"
          type="date"
          hint={t`Left empty, it stays until you close it`}
          defaultValue={values.expiresAt}
          error={errors.expiresAt}
        />
        <SelectField
          label={t`Written in`}
          name="language"
          options={contentLanguageOptions(i18n.locale)}
          defaultValue={values.language}
          error={errors.language}
        />
      </div>
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {trusted ? <Trans>Publish</Trans> : <Trans>Send for review</Trans>}
        </button>
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={busy}
          className={`${button} border border-gray-400`}
        >
          <Trans>Save as draft</Trans>
        </button>
      </div>
      {trusted ? null : (
        <p className="text-sm text-muted">
          <Trans>
            We read each job of a new company before it goes on the site, usually within a working
            day.
          </Trans>
        </p>
      )}
    </Form>
  );
}
