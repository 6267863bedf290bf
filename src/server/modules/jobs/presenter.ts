import { getTableColumns } from "drizzle-orm";
import type { CompanySummary } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { jobs } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";
import { companySummaryColumns, presentCompanySummary } from "../companies/presenter.ts";

const {
  searchVector: _search,
  titleVector: _title,
  searchText: _text,
  searchGrams: _grams,
  ...jobColumns
} = getTableColumns(jobs);

/** What a job answer reads: the job without its search columns, and its company's card. */
export const jobSelection = {
  ...jobColumns,
  company: companySummaryColumns,
};
type JobRow = Omit<
  typeof jobs.$inferSelect,
  "searchVector" | "titleVector" | "searchText" | "searchGrams"
> & {
  company: CompanySummary;
};

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    company: presentCompanySummary(row.company),
    location: row.location,
    country: row.country,
    workplace: row.workplace,
    employmentType: row.employmentType,
    category: row.category,
    description: row.description,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    applyMethod: row.applyMethod,
    applyUrl: row.applyUrl,
    applyEmail: row.applyEmail,
    status: row.status,
    publishedAt: isoOrNull(row.publishedAt),
    expiresAt: isoOrNull(row.expiresAt),
    featured: row.featured,
    language: row.language,
    reviewRequestedAt: isoOrNull(row.reviewRequestedAt),
    takedownReason: row.takedownReason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * A job as the public reads it: for a job applied to on this site, its apply e-mail is only
 * where the reviewers hear of applications, not an address to publish.
 */
export const forPublic = (job: Job): Job => ({
  ...job,
  // Where applications are announced is the employer's business, as are our moderation notes.
  applyEmail: job.applyMethod === "onsite" ? null : job.applyEmail,
  reviewRequestedAt: null,
  takedownReason: null,
});
