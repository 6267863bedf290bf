import { data } from "react-router";
import type { Job } from "#shared/schemas/jobs.ts";
import type { GoneJobData } from "../../components/jobs/gone-job.tsx";
import { jobCardData } from "../../components/jobs/job-card.tsx";
import type { RequestValues } from "../../lib/context.ts";
import { isNotFound } from "../../lib/not-found.ts";

/**
 * Whether a job that is not public was public once: published, and since closed or expired.
 * Such a job answers 410 Gone (search engines drop it for good) with what it was and open jobs
 * like it; drafts, scheduled jobs and jobs whose company is hidden answer 404.
 */
function wasPublic(job: Job, now: number): boolean {
  if (!job.publishedAt || new Date(job.publishedAt).getTime() > now) return false;
  const expired = job.expiresAt !== null && new Date(job.expiresAt).getTime() <= now;
  return job.status === "closed" || (job.status === "published" && expired);
}

/** The 410 page's data, or a 404 thrown for a job that never was public. */
export async function goneJob(services: RequestValues["services"], id: string, now: number) {
  const job = await services.jobs.find(id);
  const company = job
    ? await services.companies.getPublic(job.companyId).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      })
    : null;
  if (!job || !company || !wasPublic(job, now)) throw data(null, { status: 404 });
  const similar = await services.jobs.openAlternatives(job);
  const gone: GoneJobData = {
    job: {
      id: job.id,
      title: job.title,
      location: job.location,
      country: job.country,
      workplace: job.workplace,
      category: job.category,
      language: job.language,
      expiredAt: job.status === "published" ? job.expiresAt : null,
    },
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      tagline: company.tagline,
      initiatives: company.initiatives,
      verifiedInitiatives: company.verifiedInitiatives,
      openJobs: company.openJobs,
    },
    similar: similar.map(jobCardData),
    now,
  };
  return data({ gone }, { status: 410 });
}
