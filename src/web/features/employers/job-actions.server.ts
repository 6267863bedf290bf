import { data, redirect } from "react-router";
import { z } from "zod";
import { localePath } from "#shared/locales.ts";
import type { EmployerJob } from "#shared/schemas/employers.ts";
import { employerJobInput } from "#shared/schemas/jobs.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { refusedFieldErrors, validate } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import { requireMember } from "../account/member.server.ts";
import { JOB_FIELD_NAMES, type JobFormValues, readJobForm } from "./job-form-values.ts";

/** What the job form's post answers when something is to correct. */
export type JobFormAnswer = {
  values: JobFormValues;
  errors: Record<string, string>;
  message: string | null;
};

/** What became of a job, as the company's page says once back there (`?done=`). */
export const outcomeOf = (job: EmployerJob) =>
  job.status === "published" ? "published" : job.reviewRequestedAt ? "review" : job.status;

const companyPage = (locale: Parameters<typeof localePath>[0], companyId: string, done: string) =>
  `${localePath(locale, `/employer/companies/${companyId}`)}?done=${done}`;

/**
 * The job form's post: a new job for `target.companyId`, or the job `target.jobId` changed.
 * Saved, back to the company's jobs saying what became of it; else the form again, with what
 * to correct beside each field, in the page's language.
 */
export async function saveJobAction(
  request: Request,
  values: RequestValues,
  target: { companyId: string } | { jobId: string },
) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const { values: typed, input } = readJobForm(await readFormFields(request, 50_000));
  const checked = validate(i18n, employerJobInput, input, JOB_FIELD_NAMES);
  if (!checked.ok) {
    return data<JobFormAnswer>(
      { values: typed, errors: checked.errors, message: null },
      { status: 400 },
    );
  }
  const { employerJobs } = values.services;
  try {
    const job =
      "companyId" in target
        ? await employerJobs.create(member, target.companyId, checked.data)
        : await employerJobs.update(member, target.jobId, checked.data);
    return redirect(companyPage(locale, job.companyId, outcomeOf(job)));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.status === 404) rethrowNotFound(error);
    if (!refusal || refusal.status >= 500) throw error;
    return data<JobFormAnswer>(
      {
        values: typed,
        errors: refusedFieldErrors(i18n, error, JOB_FIELD_NAMES),
        message: refusalMessage(i18n, refusal),
      },
      { status: refusal.status },
    );
  }
}

const JOB_ACTIONS = ["close", "renew", "duplicate"] as const;
const listForm = z.object({ intent: z.enum(JOB_ACTIONS), job: z.uuid() });

/**
 * The buttons beside each job on the company's page: close, renew, or duplicate (which opens
 * the copy's form). A forged or stale form brings the page back; a refusal is said on it.
 */
export async function jobListAction(request: Request, values: RequestValues, companyId: string) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const asked = listForm.safeParse({ intent: field("intent"), job: field("job") });
  if (!asked.success) return redirect(localePath(locale, `/employer/companies/${companyId}`));
  const { intent, job: jobId } = asked.data;
  try {
    const job = await values.services.employerJobs[intent](member, jobId);
    if (intent === "duplicate") {
      return redirect(localePath(locale, `/employer/jobs/${job.id}/edit`));
    }
    return redirect(companyPage(locale, companyId, intent === "close" ? "closed" : outcomeOf(job)));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.status === 404) rethrowNotFound(error);
    if (!refusal || refusal.status >= 500) throw error;
    return data({ message: refusalMessage(i18n, refusal) }, { status: refusal.status });
  }
}
