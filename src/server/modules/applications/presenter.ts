import { sql } from "drizzle-orm";
import type { MyApplication, ReviewerApplicationSummary } from "#shared/schemas/applications.ts";
import type { Db } from "../../db/client.ts";
import { applications, companies, files, jobs, users } from "../../db/schema/index.ts";
import { iso } from "../../lib/values.ts";
import { companySummaryColumns, presentCompanySummary } from "../companies/presenter.ts";
import { cvFormat } from "../cvs/cv-inspection.ts";
import { publicJobCondition } from "../public-content/visibility.ts";

/** What every view of an application reads: it, its job and company, its CV's name. */
export const applicationSelection = {
  application: applications,
  job: { id: jobs.id, title: jobs.title, open: sql<boolean>`${publicJobCondition}` },
  company: companySummaryColumns,
  cv: { id: files.id, name: files.name, contentType: files.contentType },
  applicant: { id: users.id, name: users.name, email: users.email },
};

/** The application rows with everything they are shown with, for a where clause to narrow. */
export const selectApplications = (db: Db) =>
  db
    .select(applicationSelection)
    .from(applications)
    .innerJoin(jobs, sql`${jobs.id} = ${applications.jobId}`)
    .innerJoin(companies, sql`${companies.id} = ${jobs.companyId}`)
    .innerJoin(files, sql`${files.id} = ${applications.cvFileId}`)
    .innerJoin(users, sql`${users.id} = ${applications.applicantId}`);

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>["execute"]>>[number];

export function presentMine(row: Row): MyApplication {
  const { application, job, company, cv } = row;
  return {
    id: application.id,
    job: { id: job.id, title: job.title, company: presentCompanySummary(company), open: job.open },
    status: application.status,
    statusHistory: application.statusHistory,
    note: application.note,
    cv: { id: cv.id, name: cv.name, format: cvFormat(cv.contentType) },
    consentText: application.consentText,
    consentedAt: iso(application.consentedAt),
    createdAt: iso(application.createdAt),
    updatedAt: iso(application.updatedAt),
  };
}

export const presentForReviewer = (row: Row): ReviewerApplicationSummary => ({
  ...presentMine(row),
  applicant: row.applicant,
});
