import type { AdminCompany, Company, CompanySummary } from "#shared/schemas/companies.ts";
import { companies } from "../../db/schema/index.ts";
import { iso } from "../../lib/values.ts";

type CompanyRow = typeof companies.$inferSelect;
/** A company with its open jobs counted, and all its jobs when the admin asked. */
export type CountedCompanyRow = CompanyRow & { openJobs: number; jobCount: number | null };

/** What a query selects for the company card other answers (a job's) carry. */
export const companySummaryColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  logoUrl: companies.logoUrl,
};

export const presentCompanySummary = (
  row: Pick<CompanyRow, "id" | "slug" | "name" | "logoUrl">,
): CompanySummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logoUrl: row.logoUrl,
});

export function presentCompany(row: CountedCompanyRow): Company {
  return {
    ...presentCompanySummary(row),
    website: row.website,
    tagline: row.tagline,
    description: row.description,
    industry: row.industry,
    size: row.size as Company["size"],
    headquarters: row.headquarters,
    country: row.country,
    applicationNotices: row.applicationNotices,
    initiatives: row.initiatives,
    verifiedInitiatives: row.verifiedInitiatives.filter((key) => row.initiatives.includes(key)),
    initiativeEvidence: row.initiativeEvidence,
    featured: row.featured,
    published: row.published,
    language: row.language,
    openJobs: row.openJobs,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const presentAdminCompany = (row: CountedCompanyRow): AdminCompany => ({
  ...presentCompany(row),
  status: row.status,
  declineReason: row.declineReason,
  trusted: row.trusted,
  jobCount: row.jobCount ?? 0,
});
