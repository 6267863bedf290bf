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
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { CompanyStatus } from "#shared/constants.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { AdminCompany, Company, CompanyInput } from "#shared/schemas/companies.ts";
import { companyInput, undeletableReason } from "#shared/schemas/companies.ts";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { isSlugTaken, resolveSlug } from "../../lib/unique-slug.ts";
import { blankToNull, isUuid, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import type { PublicJobCache } from "../public-content/public-cache.ts";
import { publicJobCondition } from "../public-content/visibility.ts";
import { type CountedCompanyRow, presentAdminCompany, presentCompany } from "./presenter.ts";

/** A company as a choice in a list: what it is called and the slug a filter uses. */
export type CompanyChoice = { slug: string; name: string };
type ListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  initiative?: string;
  featured?: "true" | "false";
  status?: "published" | "unpublished" | CompanyStatus;
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

type Row = CountedCompanyRow;
/** A company with its counts: all its jobs only when the admin asked. */
const columns = (admin: boolean) => ({
  ...getTableColumns(companies),
  openJobs,
  jobCount: admin ? jobCount : sql<number | null>`null`,
});

/**
 * The checked claims after an admin's save: those she ticked, or when her client says nothing of
 * them, the claims checked before plus those she added herself (what an admin enters, she vouches
 * for; what a company claimed on joining waits for her tick). Only claimed initiatives count.
 */
function verifiedAfter(
  company: ReturnType<typeof companyInput.parse>,
  before?: Pick<AdminCompany, "initiatives" | "verifiedInitiatives">,
) {
  const claimed = company.initiatives;
  if (company.verifiedInitiatives)
    return claimed.filter((key) => company.verifiedInitiatives!.includes(key));
  if (!before) return claimed;
  return claimed.filter(
    (key) => before.verifiedInitiatives.includes(key) || !before.initiatives.includes(key),
  );
}

/** A company that is not approved cannot be on the site: saying so beats a failed constraint. */
function assertPublishable(status: CompanyStatus, published: boolean) {
  if (published && status !== "approved") {
    throw conflict(
      status === "pending"
        ? "Approve the company in the queue of joining companies before publishing it"
        : "This company was declined: approve it before publishing it",
    );
  }
}

function toRow(input: CompanyInput, before?: AdminCompany) {
  const company = companyInput.parse(input);
  assertPublishable(before?.status ?? "approved", company.published);
  return {
    verifiedInitiatives: verifiedAfter(company, before),
    trusted: company.trusted ?? before?.trusted ?? true,
    name: company.name,
    logoUrl: blankToNull(company.logoUrl),
    website: blankToNull(company.website),
    tagline: blankToNull(company.tagline),
    description: company.description,
    industry: blankToNull(company.industry),
    size: blankToNull(company.size),
    headquarters: blankToNull(company.headquarters),
    country: blankToNull(company.country),
    applicationNotices: company.applicationNotices,
    initiatives: company.initiatives,
    featured: company.featured,
    published: company.published,
    language: company.language,
  };
}

type Deps = {
  audit: AuditService;
  /**
   * What the public sees of companies (open-job counts, which companies are hiring) changes
   * with jobs and companies, and with time (a job going live or expiring): exactly what the
   * public job cache follows, so this is one. A job page asks for its company, so it holds many.
   */
  publicCache: PublicJobCache;
};

/** Every write runs in one transaction with its audit record. */
export function createCompanyService(db: Db, { audit, publicCache }: Deps) {
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
    const order =
      query.sort && SORTS[query.sort]
        ? [SORTS[query.sort]!]
        : [desc(companies.featured), asc(companies.name)];
    const where = and(...conditions);
    const rows = db
      .select(columns(admin))
      .from(companies)
      .where(where)
      .orderBy(...order, asc(companies.id))
      .$dynamic();
    return selectPage(query, rows, db.$count(companies, where), present);
  }

  async function findOne(q: Db, condition: SQL, admin: boolean): Promise<Row | null> {
    const [row] = await q.select(columns(admin)).from(companies).where(condition).limit(1);
    return row ?? null;
  }

  async function getOn(q: Db, id: string): Promise<AdminCompany> {
    const row = await findOne(q, eq(companies.id, id), true);
    if (!row) throw notFound("Company");
    return presentAdminCompany(row);
  }

  const writes = auditedWrites(db, audit, "company", getOn);

  /** Writes `changes` over the company `id` and answers it as saved. */
  async function saved(tx: Db, id: string, changes: PgUpdateSetSource<typeof companies>) {
    await tx
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, id));
    return getOn(tx, id);
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
      if (query.status === "published" || query.status === "unpublished")
        conditions.push(eq(companies.published, query.status === "published"));
      else if (query.status) conditions.push(eq(companies.status, query.status));
      return list(query, conditions, true, presentAdminCompany);
    },

    async getPublic(idOrSlug: string): Promise<Company> {
      // An id and a slug are both looked up case-insensitively, so the cache key is too.
      const company = await publicCache.get(`company:${idOrSlug.toLowerCase()}`, async () => {
        const key = isUuid(idOrSlug)
          ? eq(companies.id, idOrSlug)
          : eq(companies.slug, idOrSlug.toLowerCase());
        const row = await findOne(db, and(key, eq(companies.published, true))!, false);
        return row ? presentCompany(row) : null;
      });
      if (!company) throw notFound("Company");
      return company;
    },

    /** One company as the admin sees it, with all its jobs counted. */
    get: (id: string) => getOn(db, id),

    create: (actor: Actor, input: CompanyInput): Promise<AdminCompany> =>
      writes.create(actor, async (tx) => {
        const row = toRow(input);
        const slug = await resolveSlug(tx, companies, blankToNull(input.slug), row.name);
        const [created] = await tx
          .insert(companies)
          .values({ ...row, slug })
          .returning({ id: companies.id });
        return getOn(tx, created!.id);
      }),

    update: (actor: Actor, id: string, input: CompanyInput): Promise<AdminCompany> =>
      writes.change(actor, "update", id, async (tx, before) => {
        const row = toRow(input, before);
        const given = blankToNull(input.slug) ?? before.slug;
        const slug = await resolveSlug(tx, companies, given, row.name, id);
        return saved(tx, id, { ...row, slug });
      }),

    /** Shows or hides the company, and with it its jobs; already so: untouched. */
    setPublished: (actor: Actor, id: string, published: boolean): Promise<Company> =>
      writes.change(actor, published ? "publish" : "unpublish", id, async (tx, before) => {
        if (before.published === published) return before;
        assertPublishable(before.status, published);
        return saved(tx, id, { published });
      }),

    /**
     * Decides on a company that joined by itself: approved, it goes on the site (and its
     * people may publish); declined, it stays off it, with the reason its owners are told.
     * `tell` runs in the same transaction (the e-mail to its owners). Deciding again as before
     * changes nothing.
     */
    decide: (
      actor: Actor,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
      tell: (tx: Db, company: AdminCompany) => Promise<void>,
    ): Promise<AdminCompany> =>
      writes.change(actor, decision.approve ? "approve" : "decline", id, async (tx, before) => {
        const status = decision.approve ? "approved" : "declined";
        const reason = decision.approve ? null : decision.reason;
        if (before.status === status && before.declineReason === reason) return before;
        const after = await saved(tx, id, {
          status,
          declineReason: reason,
          published: decision.approve,
        });
        await tell(tx, after);
        return after;
      }),

    /** The company as the admin sees it, read within `tx`. */
    getWithin: getOn,

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, async (tx, before) => {
        // The same count the admin list shows, so its dialog and this refusal always agree.
        const reason = undeletableReason(before);
        if (reason) throw conflict(reason);
        await tx.delete(companies).where(eq(companies.id, id));
      }),

    /** Whether the company exists, as `within` sees it (a transaction sees its own writes). */
    async exists(id: string, within: Db = db): Promise<boolean> {
      const rows = await within
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether no other company than `exceptId` has this slug yet. */
    async isSlugFree(slug: string, exceptId?: string): Promise<boolean> {
      return !(await isSlugTaken(db, companies, slug, exceptId));
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
