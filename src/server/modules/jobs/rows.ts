import { getTableColumns, sql } from "drizzle-orm";
import type { Job } from "#shared/schemas/jobs.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";
import { presentCompanySummary } from "../companies/service.ts";

const {
  searchVector: _search,
  titleVector: _title,
  searchText: _text,
  ...jobColumns
} = getTableColumns(jobs);

/** What a job answer reads: the job without its search columns, and its company's card. */
export const jobSelection = {
  ...jobColumns,
  company: {
    id: companies.id,
    slug: companies.slug,
    name: companies.name,
    logoUrl: companies.logoUrl,
  },
};
type JobRow = Omit<typeof jobs.$inferSelect, "searchVector" | "titleVector" | "searchText"> & {
  company: { id: string; slug: string; name: string; logoUrl: string | null };
};

/** When a job appeared: publication, or creation for a draft. Every list's default order. */
export const newest = sql<Date>`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`;

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
    applyUrl: row.applyUrl,
    applyEmail: row.applyEmail,
    status: row.status,
    publishedAt: isoOrNull(row.publishedAt),
    expiresAt: isoOrNull(row.expiresAt),
    featured: row.featured,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
