import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type EmployerJob, RENEWAL_DAYS } from "#shared/schemas/employers.ts";
import type { EmployerJobInput, Job, JobInput } from "#shared/schemas/jobs.ts";
import type { Db } from "../../db/client.ts";
import { applications, companies, jobApplyClicks, jobs, jobViews } from "../../db/schema/index.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { canActFor, canWorkFor } from "../../policies/access.ts";
import type { Actor } from "../../policies/actor.ts";
import { withinWorkableCompanies } from "../../policies/scope.ts";
import { jobSelection, presentJob } from "../jobs/presenter.ts";
import type { JobService, ReviewRequest } from "../jobs/service.ts";

const DAY_MS = 86_400_000;
/** What one company's list shows at most: far more jobs than a company has open at once. */
const LIST_MAX = 300;

const stats = {
  views: sql<number>`(select coalesce(sum(${jobViews.views}), 0)::int from ${jobViews} where ${jobViews.jobId} = ${jobs.id})`,
  applyClicks: sql<number>`(select coalesce(sum(${jobApplyClicks.clicks}), 0)::int from ${jobApplyClicks} where ${jobApplyClicks.jobId} = ${jobs.id})`,
  applications: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.status} <> 'withdrawn')`,
};

const unverified = () =>
  new HttpError(
    403,
    "EMAIL_NOT_VERIFIED",
    "Confirm your e-mail address first: open the link we sent you",
  );

/**
 * A company's jobs from the side of its own people: every query is narrowed to the companies
 * the actor works for, so another company's job answers as missing. Publishing follows the
 * company's standing: approved and trusted, a job goes live; otherwise it waits for review.
 */
export function createEmployerJobs(db: Db, { jobs: jobService }: { jobs: JobService }) {
  async function select(actor: Actor, condition: SQL): Promise<EmployerJob[]> {
    const rows = await db
      .select({ ...jobSelection, ...stats })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(condition, withinWorkableCompanies(jobs.companyId, actor)))
      .orderBy(desc(jobs.updatedAt))
      .limit(LIST_MAX);
    return rows.map((row) => ({
      ...presentJob(row),
      views: row.views,
      applyClicks: row.applyClicks,
      applications: row.applications,
    }));
  }

  async function find(actor: Actor, id: string): Promise<EmployerJob> {
    const [job] = await select(actor, eq(jobs.id, id));
    if (!job) throw notFound("Job");
    return job;
  }

  /** The company, when the actor may act for it: 404 for a stranger, 403 for an unconfirmed member. */
  async function companyFor(actor: Actor, companyId: string) {
    if (!canWorkFor(actor, companyId)) throw notFound("Company");
    if (!canActFor(actor, companyId)) throw unverified();
    const [company] = await db
      .select({ status: companies.status, trusted: companies.trusted })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound("Company");
    return company;
  }

  /**
   * The status a save asks for, and whether it waits for review: a draft stays a draft; asked
   * to be on the site, a job of a trusted company goes live, one of any other approved company
   * (or one an admin took down) waits in the queue; before approval, there is nothing to publish.
   */
  async function publication(
    actor: Actor,
    companyId: string,
    publish: boolean,
    before?: Job,
  ): Promise<{ status: Job["status"]; review: ReviewRequest }> {
    const company = await companyFor(actor, companyId);
    if (!publish) return { status: "draft", review: { reviewRequestedAt: null } };
    if (company.status !== "approved") {
      throw conflict(
        "Your company is waiting for approval: save the job as a draft, and publish it once we have approved the company",
      );
    }
    if (company.trusted && !before?.takedownReason) {
      return { status: "published", review: { reviewRequestedAt: null } };
    }
    const asked = before?.reviewRequestedAt ? new Date(before.reviewRequestedAt) : new Date();
    return { status: "draft", review: { reviewRequestedAt: asked } };
  }

  /** Decided on `before` as read: saved only if no one changed the job meanwhile. */
  const asRead = (before: Job, review: ReviewRequest): ReviewRequest => ({
    ...review,
    unchangedSince: before.updatedAt,
  });

  /** The job as the jobs service takes it: her fields, with what only the platform decides. */
  const asInput = (
    { publish: _asked, ...fields }: EmployerJobInput,
    decided: Pick<JobInput, "companyId" | "status" | "featured">,
  ): JobInput => ({ ...fields, ...decided });

  return {
    /** The company's jobs, the latest changed first, with how each is doing. */
    list: (actor: Actor, companyId: string): Promise<EmployerJob[]> => {
      if (!canWorkFor(actor, companyId)) throw notFound("Company");
      return select(actor, eq(jobs.companyId, companyId));
    },

    get: find,

    async create(actor: Actor, companyId: string, input: EmployerJobInput): Promise<EmployerJob> {
      const { status, review } = await publication(actor, companyId, input.publish);
      const job = await jobService.create(
        actor,
        asInput(input, { companyId, status, featured: false }),
        review,
      );
      return find(actor, job.id);
    },

    async update(actor: Actor, id: string, input: EmployerJobInput): Promise<EmployerJob> {
      const before = await find(actor, id);
      const { status, review } = await publication(actor, before.companyId, input.publish, before);
      const { companyId, featured } = before;
      const fields = asInput(input, { companyId, status, featured });
      await jobService.update(actor, id, fields, asRead(before, review));
      return find(actor, id);
    },

    /** A new draft with everything of the job but its dates: the start of a similar posting. */
    async duplicate(actor: Actor, id: string): Promise<EmployerJob> {
      const before = await find(actor, id);
      await companyFor(actor, before.companyId);
      const copy = {
        ...before,
        status: "draft",
        publishedAt: null,
        expiresAt: null,
        featured: false,
      } as const;
      const job = await jobService.create(actor, copy, { reviewRequestedAt: null });
      return find(actor, job.id);
    },

    /** Off the site; its page says the job has closed. */
    async close(actor: Actor, id: string): Promise<EmployerJob> {
      const before = await find(actor, id);
      await companyFor(actor, before.companyId);
      await jobService.close(actor, id);
      return find(actor, id);
    },

    /**
     * Another RENEWAL_DAYS on the site, counted from its expiry if that is later than today. A
     * job on the site stays there as it is; one that had closed is published again as any
     * publish is (perhaps via review).
     */
    async renew(actor: Actor, id: string): Promise<EmployerJob> {
      const before = await find(actor, id);
      const from = Math.max(Date.now(), before.expiresAt ? Date.parse(before.expiresAt) : 0);
      const expiresAt = new Date(from + RENEWAL_DAYS * DAY_MS).toISOString();
      const stays = before.status === "published";
      // Her rights, which publication() checks for a job it publishes.
      if (stays) await companyFor(actor, before.companyId);
      const { status, review }: { status: Job["status"]; review: ReviewRequest } = stays
        ? { status: before.status, review: {} }
        : await publication(actor, before.companyId, true, before);
      await jobService.update(
        actor,
        id,
        { ...before, status, expiresAt },
        asRead(before, { ...review, expiryNoticeSentAt: null }),
      );
      return find(actor, id);
    },
  };
}
export type EmployerJobs = ReturnType<typeof createEmployerJobs>;
