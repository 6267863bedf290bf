import { and, desc, eq, notInArray, type SQL } from "drizzle-orm";
import { fieldErrors } from "#shared/schemas/common.ts";
import type { AdminJobQuery, Job, JobInput, PublicJobQuery } from "#shared/schemas/jobs.ts";
import { jobInput } from "#shared/schemas/jobs.ts";
import type { Database } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { blankToNull, dateOrNull } from "../../lib/values.ts";
import { listJobs } from "./listing.ts";
import { type PublicJobCache, queryKey } from "./public-cache.ts";
import { jobSelection, newest, presentJob } from "./rows.ts";
import { publicJobCondition } from "./visibility.ts";

function toRow(input: JobInput, previousPublishedAt: Date | null) {
  const job = jobInput.parse(input);
  const publishedAt =
    dateOrNull(job.publishedAt) ??
    previousPublishedAt ??
    (job.status === "published" ? new Date() : null);
  return {
    title: job.title,
    companyId: job.companyId,
    location: blankToNull(job.location),
    country: blankToNull(job.country),
    workplace: job.workplace,
    employmentType: job.employmentType,
    category: job.category,
    description: job.description,
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    salaryCurrency: blankToNull(job.salaryCurrency),
    salaryPeriod: blankToNull(job.salaryPeriod),
    applyUrl: blankToNull(job.applyUrl),
    applyEmail: blankToNull(job.applyEmail),
    status: job.status,
    publishedAt,
    expiresAt: dateOrNull(job.expiresAt),
    featured: job.featured,
  };
}

export function createJobService(
  db: Database,
  companyExists: (id: string) => Promise<boolean>,
  cache: PublicJobCache,
) {
  async function findOne(condition: SQL): Promise<Job | null> {
    const [row] = await db
      .select(jobSelection)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(condition)
      .limit(1);
    return row ? presentJob(row) : null;
  }

  async function checkCompany(input: JobInput) {
    const parsed = jobInput.safeParse(input);
    if (parsed.success && !(await companyExists(parsed.data.companyId))) {
      throw badRequest("companyId: No such company", { companyId: "No such company" });
    }
  }

  /**
   * Up to `limit` public jobs other than `job`, newest first, from each condition in turn until
   * there are enough: one newest-first query per condition, which the indexes answer, rather
   * than one ordered by "(condition) desc" that would sort every match.
   */
  async function firstOpen(job: Job, limit: number, conditions: SQL[]): Promise<Job[]> {
    const found: Job[] = [];
    for (const condition of conditions) {
      if (found.length >= limit) break;
      const rows = await db
        .select(jobSelection)
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(
          and(
            publicJobCondition,
            notInArray(jobs.id, [job.id, ...found.map((item) => item.id)]),
            condition,
          ),
        )
        .orderBy(desc(newest))
        .limit(limit - found.length);
      found.push(...rows.map(presentJob));
    }
    return found;
  }

  return {
    // Public reads come from the cache while nothing they depend on has changed.
    listPublic: (query: PublicJobQuery) =>
      cache.get(`list:${queryKey(query)}`, () => listJobs(db, query, [publicJobCondition])),

    listAdmin(query: AdminJobQuery) {
      return listJobs(db, query, query.status ? [eq(jobs.status, query.status)] : []);
    },

    async getPublic(id: string): Promise<Job> {
      const job = await cache.get(`job:${id}`, () =>
        findOne(and(eq(jobs.id, id), publicJobCondition)!),
      );
      if (!job) throw notFound("Job");
      return job;
    },

    /** Any status: the detail page answers 410 Gone for a job that was public once. */
    async find(id: string): Promise<Job | null> {
      return findOne(eq(jobs.id, id));
    },

    async get(id: string): Promise<Job> {
      const job = await findOne(eq(jobs.id, id));
      if (!job) throw notFound("Job");
      return job;
    },

    async create(input: JobInput): Promise<Job> {
      await checkCompany(input);
      const [created] = await db.insert(jobs).values(toRow(input, null)).returning({ id: jobs.id });
      return this.get(created!.id);
    },

    async update(id: string, input: JobInput): Promise<Job> {
      const current = await this.get(id);
      await checkCompany(input);
      const row = toRow(input, dateOrNull(current.publishedAt));
      await db
        .update(jobs)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(jobs.id, id));
      return this.get(id);
    },

    /**
     * Publish (dated now unless it has a date already; a later date schedules it) or take back
     * to draft, everything else kept. Publishing checks what a published job needs (a way to
     * apply), as saving it published would. Already so: the job as it is, untouched.
     */
    async setPublished(id: string, published: boolean): Promise<Job> {
      const current = await this.get(id);
      const status = published ? "published" : "draft";
      if (current.status === status) return current;
      const input = { ...current, status } as const;
      const checked = jobInput.safeParse(input);
      if (!checked.success) {
        const fields = fieldErrors(checked.error.issues);
        throw badRequest(`Cannot publish: ${Object.values(fields)[0]}`, fields);
      }
      return this.update(id, input);
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
      if (deleted.length === 0) throw notFound("Job");
    },

    /** Published jobs like this one: same category, then same company; for the detail page. */
    similar(job: Job, limit = 4): Promise<Job[]> {
      return cache.get(`similar:${job.id}:${limit}`, () =>
        firstOpen(job, limit, [eq(jobs.category, job.category), eq(jobs.companyId, job.companyId)]),
      );
    },

    /**
     * Open jobs for someone who found a closed or expired one: the same company's first (they
     * wanted to work there), then the same kind of work in the same place, then the same kind of
     * work anywhere, so the page is never a dead end.
     */
    openAlternatives(job: Job, limit = 4): Promise<Job[]> {
      const place = job.country
        ? eq(jobs.country, job.country)
        : job.location
          ? eq(jobs.location, job.location)
          : undefined;
      return cache.get(`alternatives:${job.id}:${limit}`, () =>
        firstOpen(job, limit, [
          eq(jobs.companyId, job.companyId),
          ...(place ? [and(eq(jobs.category, job.category), place)!] : []),
          eq(jobs.category, job.category),
        ]),
      );
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
