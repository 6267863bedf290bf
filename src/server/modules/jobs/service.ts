import { and, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { fieldErrors } from "#shared/schemas/common.ts";
import type { AdminJobQuery, Job, JobInput, PublicJobQuery } from "#shared/schemas/jobs.ts";
import { applyMethodOf, jobInput } from "#shared/schemas/jobs.ts";
import type { Db } from "../../db/client.ts";
import { publicRead } from "../../db/public-read.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { blankToNull, dateOrNull } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import type { CompanyService } from "../companies/service.ts";
import { type PublicJobCache, queryKey } from "../public-content/public-cache.ts";
import { publicJobCondition } from "../public-content/visibility.ts";
import { listJobs, listPublicJobs, newest } from "./listing.ts";
import { forPublic, jobSelection, presentJob } from "./presenter.ts";
import { loadSynonymGroups, synonymGroupsKept } from "./synonym-groups.ts";

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
    applyMethod: applyMethodOf(job),
    applyUrl: blankToNull(job.applyUrl),
    applyEmail: blankToNull(job.applyEmail),
    status: job.status,
    closedAt: job.status === "closed" ? new Date() : null,
    publishedAt,
    expiresAt: dateOrNull(job.expiresAt),
    featured: job.featured,
    language: job.language,
    // Once published, a job has left the review queue, and any earlier take-down is over.
    ...(job.status === "published" ? { reviewRequestedAt: null, takedownReason: null } : {}),
  };
}

/**
 * What an employer's save sets besides the job's fields: whether it waits in the admins' review
 * queue, and (on a renewal) that its expiry notice is due again.
 */
export type ReviewRequest = Partial<
  Pick<typeof jobs.$inferInsert, "reviewRequestedAt" | "expiryNoticeSentAt" | "takedownReason">
> & {
  /**
   * The job's `updatedAt` when its employer's decision was made: a change meanwhile (an admin's
   * take-down, a colleague's edit) refuses the save rather than overwrite it.
   */
  unchangedSince?: string;
};

type Deps = {
  audit: AuditService;
  companies: Pick<CompanyService, "exists">;
  /** Public reads: lists, job pages and their suggestions. */
  publicCache: PublicJobCache;
};

/** Every write runs in one transaction with its audit record. */
export function createJobService(db: Db, { audit, companies: companyService, publicCache }: Deps) {
  const synonymGroups = synonymGroupsKept(() => loadSynonymGroups(db));

  async function findOne(q: Db, condition: SQL): Promise<Job | null> {
    const [row] = await q
      .select(jobSelection)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(condition)
      .limit(1);
    return row ? presentJob(row) : null;
  }

  async function getOn(q: Db, id: string): Promise<Job> {
    const job = await findOne(q, eq(jobs.id, id));
    if (!job) throw notFound("Job");
    return job;
  }

  const writes = auditedWrites(db, audit, "job", getOn);

  async function checkCompany(tx: Db, input: JobInput) {
    const parsed = jobInput.safeParse(input);
    if (parsed.success && !(await companyService.exists(parsed.data.companyId, tx))) {
      throw badRequest("companyId: No such company", { companyId: "No such company" });
    }
  }

  /** Saves `input` over the job `before` and answers the job as saved. */
  async function save(tx: Db, before: Job, input: JobInput, review?: ReviewRequest): Promise<Job> {
    const { unchangedSince, ...moderation } = review ?? {};
    if (unchangedSince && unchangedSince !== before.updatedAt) {
      throw conflict("This job was changed meanwhile: open it again to see how it is now");
    }
    await checkCompany(tx, input);
    const row = { ...toRow(input, dateOrNull(before.publishedAt)), ...moderation };
    // A job saved closed again keeps the day it closed: its applications' retention counts from it.
    const closedAt = row.closedAt && sql`coalesce(${jobs.closedAt}, now())`;
    await tx
      .update(jobs)
      .set({ ...row, closedAt, updatedAt: new Date() })
      .where(eq(jobs.id, before.id));
    return getOn(tx, before.id);
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
      found.push(...rows.map((row) => forPublic(presentJob(row))));
    }
    return found;
  }

  return {
    // Public reads come from the cache while nothing they depend on has changed.
    listPublic: (query: PublicJobQuery) =>
      publicCache.get(`list:${queryKey(query)}`, async (state) => {
        // Read before the transaction: it holds a connection, the groups may need another.
        const synonyms = query.q ? await synonymGroups(state?.version) : [];
        const page = await publicRead(db, (tx) =>
          listPublicJobs(tx, query, [publicJobCondition], synonyms),
        );
        return { ...page, items: page.items.map(forPublic) };
      }),

    listAdmin(query: AdminJobQuery) {
      const { status } = query;
      const filter =
        status === "review"
          ? sql`${jobs.reviewRequestedAt} is not null`
          : status
            ? eq(jobs.status, status)
            : undefined;
      return listJobs(db, query, filter ? [filter] : []);
    },

    async getPublic(id: string): Promise<Job> {
      const job = await publicCache.get(`job:${id}`, async () => {
        const found = await findOne(db, and(eq(jobs.id, id), publicJobCondition)!);
        return found && forPublic(found);
      });
      if (!job) throw notFound("Job");
      return job;
    },

    /** Any status: the detail page answers 410 Gone for a job that was public once. */
    find: (id: string): Promise<Job | null> => findOne(db, eq(jobs.id, id)),

    get: (id: string): Promise<Job> => getOn(db, id),

    create: (actor: Actor, input: JobInput, review?: ReviewRequest): Promise<Job> =>
      writes.create(actor, async (tx) => {
        await checkCompany(tx, input);
        const { unchangedSince: _new, ...moderation } = review ?? {};
        const [created] = await tx
          .insert(jobs)
          .values({ ...toRow(input, null), ...moderation })
          .returning({ id: jobs.id });
        return getOn(tx, created!.id);
      }),

    update: (actor: Actor, id: string, input: JobInput, review?: ReviewRequest): Promise<Job> =>
      writes.change(actor, "update", id, (tx, before) => save(tx, before, input, review)),

    /**
     * Publish (dated now unless it has a date already; a later date schedules it) or take back
     * to draft, everything else kept. Publishing checks what a published job needs (a way to
     * apply), as saving it published would. Already so: the job as it is, untouched.
     */
    setPublished: (actor: Actor, id: string, published: boolean): Promise<Job> =>
      writes.change(actor, published ? "publish" : "unpublish", id, async (tx, before) => {
        const status = published ? "published" : "draft";
        if (before.status === status) return before;
        const input = { ...before, status } as const;
        const checked = jobInput.safeParse(input);
        if (!checked.success) {
          const fields = fieldErrors(checked.error.issues);
          throw badRequest(`Cannot publish: ${Object.values(fields)[0]}`, fields);
        }
        return save(tx, before, input);
      }),

    /** Closed: off the site (its page says so), everything else kept. Already closed: untouched. */
    close: (actor: Actor, id: string): Promise<Job> =>
      writes.change(actor, "status", id, async (tx, before) => {
        if (before.status === "closed") return before;
        await tx
          .update(jobs)
          .set({ status: "closed", closedAt: new Date(), updatedAt: new Date() })
          .where(eq(jobs.id, id));
        return getOn(tx, id);
      }),

    /**
     * An admin takes a job off the site with a reason its employer sees; it leaves the review
     * queue, and comes back to it only when its employer asks to publish it again.
     */
    takeDown: (actor: Actor, id: string, reason: string): Promise<Job> =>
      writes.change(actor, "take-down", id, async (tx) => {
        await tx
          .update(jobs)
          .set({
            status: "closed",
            closedAt: sql`coalesce(${jobs.closedAt}, now())`,
            takedownReason: reason,
            reviewRequestedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(jobs.id, id));
        return getOn(tx, id);
      }),

    /** The jobs waiting for an admin's review, the longest waiting first. */
    reviewQueue: async (): Promise<Job[]> => {
      const rows = await db
        .select(jobSelection)
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(sql`${jobs.reviewRequestedAt} is not null`)
        .orderBy(jobs.reviewRequestedAt)
        .limit(200);
      return rows.map(presentJob);
    },

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(jobs).where(eq(jobs.id, id))),

    /** Published jobs like this one: same category, then same company; for the detail page. */
    similar(job: Job, limit = 4): Promise<Job[]> {
      return publicCache.get(`similar:${job.id}:${limit}`, () =>
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
      return publicCache.get(`alternatives:${job.id}:${limit}`, () =>
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
