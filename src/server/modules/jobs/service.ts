import { and, asc, count, desc, eq, getTableColumns, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { Paginated } from "../../../shared/schemas/common.ts";
import type { AdminJobQuery, Job, JobInput, PublicJobQuery } from "../../../shared/schemas/jobs.ts";
import { jobInput } from "../../../shared/schemas/jobs.ts";
import type { Database } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import {
  blankToNull,
  dateOrNull,
  iso,
  isoOrNull,
  likePattern,
  pageWindow,
} from "../../lib/values.ts";
import { presentCompanySummary } from "../companies/service.ts";
import { createPublicJobCache, queryKey } from "./public-cache.ts";
import { publicJobCondition } from "./visibility.ts";

const { searchVector: _vector, searchText: _text, ...jobColumns } = getTableColumns(jobs);
const selection = {
  ...jobColumns,
  company: {
    id: companies.id,
    slug: companies.slug,
    name: companies.name,
    logoUrl: companies.logoUrl,
  },
};
type JobRow = Omit<typeof jobs.$inferSelect, "searchVector" | "searchText"> & {
  company: { id: string; slug: string; name: string; logoUrl: string | null };
};

const newest = sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`;
const SORTS: Record<string, SQL[]> = {
  newest: [desc(newest)],
  oldest: [asc(newest)],
  salary: [sql`${jobs.salaryMax} desc nulls last`, desc(newest)],
  title: [asc(jobs.title)],
  "-title": [desc(jobs.title)],
  updatedAt: [asc(jobs.updatedAt)],
  "-updatedAt": [desc(jobs.updatedAt)],
  expiresAt: [sql`${jobs.expiresAt} asc nulls last`],
};

function presentJob(row: JobRow): Job {
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

/**
 * Full text (English stemming, title > company > description) or a literal substring of the
 * title or company name, which catches partial words and scripts written without spaces.
 */
function searchTerms(q: string) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const pattern = likePattern(q.toLowerCase());
  return {
    match: sql`(${jobs.searchVector} @@ ${query} or ${jobs.searchText} like ${pattern})`,
    rank: sql`(ts_rank(${jobs.searchVector}, ${query}) + case when lower(${jobs.title}) like ${pattern} then 1 else 0 end)`,
  };
}

function filters(query: Omit<PublicJobQuery, "sort">): SQL[] {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(jobs.category, query.category));
  if (query.type) conditions.push(eq(jobs.employmentType, query.type));
  if (query.workplace) conditions.push(eq(jobs.workplace, query.workplace));
  if (query.location) conditions.push(ilike(jobs.location, likePattern(query.location)));
  if (query.company) conditions.push(eq(companies.slug, query.company));
  return conditions;
}

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

export function createJobService(db: Database, companyExists: (id: string) => Promise<boolean>) {
  const cache = createPublicJobCache(db);
  async function list(
    query: Omit<PublicJobQuery, "sort"> & { sort?: string },
    conditions: SQL[],
  ): Promise<Paginated<Job>> {
    const search = query.q ? searchTerms(query.q) : null;
    if (search) conditions.push(search.match);
    const where = and(...conditions, ...filters(query));
    const sort = query.sort ?? (search ? "relevance" : "newest");
    const order =
      sort === "relevance" && search
        ? [desc(search.rank), desc(newest)]
        : (SORTS[sort] ?? SORTS.newest!);
    const { limit, offset } = pageWindow(query);
    // Every job has its company (a foreign key), so the count joins it only to filter by it.
    const counted = db.select({ value: count() }).from(jobs);
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(where)
        .orderBy(...order, asc(jobs.id))
        .limit(limit)
        .offset(offset),
      query.company
        ? counted.innerJoin(companies, eq(companies.id, jobs.companyId)).where(where)
        : counted.where(where),
    ]);
    return {
      items: rows.map(presentJob),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.value ?? 0,
    };
  }

  async function findOne(condition: SQL): Promise<Job | null> {
    const [row] = await db
      .select(selection)
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

  return {
    // Public reads come from the cache while nothing they depend on has changed.
    listPublic: (query: PublicJobQuery) =>
      cache.get(`list:${queryKey(query)}`, () => list(query, [publicJobCondition])),

    listAdmin(query: AdminJobQuery) {
      return list(query, query.status ? [eq(jobs.status, query.status)] : []);
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

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
      if (deleted.length === 0) throw notFound("Job");
    },

    /** Published jobs like this one: same category, then same company; for the detail page. */
    async similar(job: Job, limit = 4): Promise<Job[]> {
      // Two newest-first queries the indexes answer, rather than one ordered by
      // "(category = …) desc" that sorted every match; the second only when the first falls short.
      const like = (condition: SQL) =>
        db
          .select(selection)
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(and(publicJobCondition, ne(jobs.id, job.id), condition))
          .orderBy(desc(newest))
          .limit(limit);
      const rows = await like(eq(jobs.category, job.category));
      if (rows.length < limit) {
        const sameCompany = and(eq(jobs.companyId, job.companyId), ne(jobs.category, job.category));
        rows.push(...(await like(sameCompany!)).slice(0, limit - rows.length));
      }
      return rows.map(presentJob);
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
