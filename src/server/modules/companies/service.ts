import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Paginated } from "#shared/schemas/common.ts";
import type {
  AdminCompany,
  Company,
  CompanyInput,
  CompanySummary,
} from "#shared/schemas/companies.ts";
import { companyInput, undeletableReason } from "#shared/schemas/companies.ts";
import type { Database } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { resolveSlug } from "../../lib/unique-slug.ts";
import { blankToNull, iso, isUuid, likePattern, pageWindow } from "../../lib/values.ts";
import type { PublicJobCache } from "../jobs/public-cache.ts";
import { publicJobCondition } from "../jobs/visibility.ts";

type CompanyRow = typeof companies.$inferSelect;
/** A company as a choice in a list: what it is called and the slug a filter uses. */
export type CompanyChoice = { slug: string; name: string };
type ListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  initiative?: string;
  featured?: "true" | "false";
  status?: "published" | "unpublished";
  sort?: string;
};

const SORTS: Record<string, SQL> = {
  name: asc(companies.name),
  "-name": desc(companies.name),
  createdAt: asc(companies.createdAt),
  "-createdAt": desc(companies.createdAt),
  updatedAt: asc(companies.updatedAt),
  "-updatedAt": desc(companies.updatedAt),
};

// The comparison sits in its own sql`` on purpose: in a single-table select drizzle strips the
// table name from columns at the top level of a selected expression, which turned this into
// "company_id" = "id" (both resolved to jobs) and always counted 0. Nested SQL stays qualified.
const correlated = sql`${jobs.companyId} = ${companies.id}`;
const openJobs = sql<number>`(select count(*)::int from ${jobs} where ${correlated} and ${publicJobCondition})`;
// Every job, whatever its status: what keeps a company from being deleted (jobs reference it).
const jobCount = sql<number>`(select count(*)::int from ${jobs} where ${correlated})`;

export const presentCompanySummary = (
  row: Pick<CompanyRow, "id" | "slug" | "name" | "logoUrl">,
): CompanySummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logoUrl: row.logoUrl,
});

/** A company as selected by `columns`: the job count only when the admin asked. */
type Row = CompanyRow & { openJobs: number; jobCount: number | null };
const columns = (admin: boolean) => ({
  ...getTableColumns(companies),
  openJobs,
  jobCount: admin ? jobCount : sql<number | null>`null`,
});

function presentCompany(row: Row): Company {
  return {
    ...presentCompanySummary(row),
    website: row.website,
    tagline: row.tagline,
    description: row.description,
    industry: row.industry,
    size: row.size as Company["size"],
    headquarters: row.headquarters,
    initiatives: row.initiatives,
    featured: row.featured,
    published: row.published,
    openJobs: row.openJobs,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const presentAdminCompany = (row: Row): AdminCompany => ({
  ...presentCompany(row),
  jobCount: row.jobCount ?? 0,
});

function toRow(input: CompanyInput) {
  const company = companyInput.parse(input);
  return {
    name: company.name,
    logoUrl: blankToNull(company.logoUrl),
    website: blankToNull(company.website),
    tagline: blankToNull(company.tagline),
    description: company.description,
    industry: blankToNull(company.industry),
    size: blankToNull(company.size),
    headquarters: blankToNull(company.headquarters),
    initiatives: company.initiatives,
    featured: company.featured,
    published: company.published,
  };
}

/**
 * What the public sees of companies (open-job counts, which companies are hiring) changes with
 * jobs and companies, and with time (a job going live or expiring): exactly what the public job
 * cache follows, so `publicCache` is one. A job page asks for its company, so it holds many.
 */
export function createCompanyService(db: Database, publicCache: PublicJobCache) {
  async function list<T>(
    query: ListQuery,
    conditions: SQL[],
    admin: boolean,
    present: (row: Row) => T,
  ): Promise<Paginated<T>> {
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(or(ilike(companies.name, pattern), ilike(companies.tagline, pattern))!);
    }
    if (query.initiative)
      conditions.push(sql`${companies.initiatives} @> array[${query.initiative}]::text[]`);
    if (query.featured) conditions.push(eq(companies.featured, query.featured === "true"));
    const where = and(...conditions);
    const order =
      query.sort && SORTS[query.sort]
        ? [SORTS[query.sort]!]
        : [desc(companies.featured), asc(companies.name)];
    const [rows, [total]] = await Promise.all([
      db
        .select(columns(admin))
        .from(companies)
        .where(where)
        .orderBy(...order, asc(companies.id))
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset),
      db.select({ value: count() }).from(companies).where(where),
    ]);
    return {
      items: rows.map(present),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.value ?? 0,
    };
  }

  async function findOne(condition: SQL, admin: boolean): Promise<Row | null> {
    const [row] = await db.select(columns(admin)).from(companies).where(condition).limit(1);
    return row ?? null;
  }

  return {
    listPublic: (query: ListQuery) =>
      list(query, [eq(companies.published, true)], false, presentCompany),

    /**
     * Published companies with at least one public job, by name: the `limit` with the most of
     * them, plus the company `include` names (published, jobs or not), so that a search filtered
     * by any company can name it. Cached until jobs or companies change.
     */
    listHiring(query: { limit: number; include?: string }): Promise<readonly CompanyChoice[]> {
      const include = query.include ?? "";
      return publicCache.get(`hiring:${query.limit}:${include}`, () => {
        const mostHiring = db
          .select({ companyId: jobs.companyId })
          .from(jobs)
          .where(publicJobCondition)
          .groupBy(jobs.companyId)
          .orderBy(desc(count()), asc(jobs.companyId))
          .limit(query.limit);
        const chosen = inArray(companies.id, mostHiring);
        return db
          .select({ slug: companies.slug, name: companies.name })
          .from(companies)
          .where(
            and(
              eq(companies.published, true),
              include ? or(chosen, eq(companies.slug, include)) : chosen,
            ),
          )
          .orderBy(asc(companies.name), asc(companies.slug));
      });
    },

    listAdmin(query: ListQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(companies.published, query.status === "published"));
      return list(query, conditions, true, presentAdminCompany);
    },

    async getPublic(idOrSlug: string): Promise<Company> {
      // An id and a slug are both looked up case-insensitively, so the cache key is too.
      const company = await publicCache.get(`company:${idOrSlug.toLowerCase()}`, async () => {
        const key = isUuid(idOrSlug)
          ? eq(companies.id, idOrSlug)
          : eq(companies.slug, idOrSlug.toLowerCase());
        const row = await findOne(and(key, eq(companies.published, true))!, false);
        return row ? presentCompany(row) : null;
      });
      if (!company) throw notFound("Company");
      return company;
    },

    /** One company as the admin sees it, with all its jobs counted. */
    async get(id: string): Promise<AdminCompany> {
      const row = await findOne(eq(companies.id, id), true);
      if (!row) throw notFound("Company");
      return presentAdminCompany(row);
    },

    async create(input: CompanyInput): Promise<AdminCompany> {
      const row = toRow(input);
      const slug = await resolveSlug(db, companies, blankToNull(input.slug), row.name);
      const [created] = await db
        .insert(companies)
        .values({ ...row, slug })
        .returning({ id: companies.id });
      return this.get(created!.id);
    },

    async update(id: string, input: CompanyInput): Promise<AdminCompany> {
      const row = toRow(input);
      const current = await this.get(id);
      const slug = await resolveSlug(
        db,
        companies,
        blankToNull(input.slug) ?? current.slug,
        row.name,
        id,
      );
      await db
        .update(companies)
        .set({ ...row, slug, updatedAt: new Date() })
        .where(eq(companies.id, id));
      return this.get(id);
    },

    /** Shows or hides the company, and with it its jobs; already so: untouched. */
    async setPublished(id: string, published: boolean): Promise<Company> {
      const current = await this.get(id);
      if (current.published === published) return current;
      await db
        .update(companies)
        .set({ published, updatedAt: new Date() })
        .where(eq(companies.id, id));
      return this.get(id);
    },

    async remove(id: string): Promise<void> {
      // The same count the admin list shows, so its dialog and this refusal always agree.
      const reason = undeletableReason(await this.get(id));
      if (reason) throw conflict(reason);
      await db.delete(companies).where(eq(companies.id, id));
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
