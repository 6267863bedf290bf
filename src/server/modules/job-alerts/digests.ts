import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type AlertQuery, alertSearchParams } from "#shared/schemas/job-alerts.ts";
import type { Database } from "../../db/client.ts";
import { companies, jobAlerts, jobs, users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { checkSalaryCurrency, filters } from "../jobs/listing.ts";
import { searchTerms } from "../jobs/search-terms.ts";
import { loadSynonymGroups } from "../jobs/synonym-groups.ts";
import type { Mail, MailService } from "../mail/service.ts";
import { publicJobCondition } from "../public-content/visibility.ts";
import { digestMail, type NewJob } from "./digest-mail.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** Jobs a digest lists; the rest are a link away. */
const DIGEST_JOBS = 10;
/** Alerts read, matched and mailed per transaction: what the run holds in memory at once. */
const BATCH = 500;
/** Searches remembered per run (alerts share searches); each a few numbers: a bound on memory. */
const SEARCHES_KEPT = 20_000;
const HOUR = 3_600_000;
/**
 * When an alert is due: the daily run looks again 20 hours after the previous look, a weekly
 * alert after 6 days and 20 hours, so a run that starts a little early still takes them.
 */
const DUE_AFTER_MS = { daily: 20 * HOUR, weekly: 164 * HOUR };
/** The furthest back a digest looks: an alert that has not looked for longer lists 8 days. */
const LOOK_BACK_MAX_MS = 192 * HOUR;

export type DigestRun = { alerts: number; mailed: number; searches: number; ms: number };

/** A search's identity: its parameters in a fixed order, whatever order the JSON kept. */
const searchKey = (query: AlertQuery) => {
  const params = alertSearchParams(query);
  params.sort();
  return params.toString();
};

/** A map that forgets its oldest entry past `size`: what a run remembers stays bounded. */
function remember<V>(map: Map<string, V>, key: string, size: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
    if (map.size > size) map.delete(map.keys().next().value!);
  }
  return value;
}

/**
 * The digests of job alerts (ARCHITECTURE §9.2, decision 0018): each alert due gets the public
 * jobs published since it last looked that its search finds (the words as typed with their
 * synonyms and every filter, as on /jobs; never a correction or some of the words), in a mail in
 * its member's language with a one-click unsubscribe link; nothing new, no mail. Every alert
 * looked at moves on to the run's time, so a job is never mailed twice.
 *
 * Cost: the run reads the jobs published since the earliest look once (a day's or a week's
 * worth, newest first); each distinct search then runs over those ids only, by primary key,
 * whatever its words, and each alert keeps the matches newer than its own look.
 */
export function createDigestRunner(
  db: Database,
  deps: { mail: MailService; links: UnsubscribeLinks; log: Logger },
) {
  async function jobsSince(since: Date): Promise<NewJob[]> {
    return db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: companies.name,
        location: jobs.location,
        country: jobs.country,
        publishedAt: sql<Date>`${jobs.publishedAt}`.mapWith(jobs.publishedAt),
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(publicJobCondition, gt(jobs.publishedAt, since)))
      .orderBy(desc(jobs.publishedAt), asc(jobs.id));
  }

  /** The positions in `fresh` (so newest first) of the jobs the search finds there. */
  async function find(
    query: AlertQuery,
    fresh: { jobs: NewJob[]; ids: string[]; position: Map<string, number> },
    termsOf: (q: string) => ReturnType<typeof searchTerms>,
  ): Promise<number[]> {
    if (fresh.ids.length === 0) return [];
    try {
      await checkSalaryCurrency(db, query);
      const terms = query.q ? termsOf(query.q) : null;
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            sql`${jobs.id} = any(${sql.param(fresh.ids)}::uuid[])`,
            ...filters(query),
            terms?.match,
          ),
        );
      return rows.map((row) => fresh.position.get(row.id)!).sort((a, b) => a - b);
    } catch (error) {
      // A search that no longer holds (its salary currency lost its rate) finds nothing; it
      // must not stop everyone else's digest.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      deps.log.warn({ query, reason: error.message }, "a job alert's search was refused");
      return [];
    }
  }

  return {
    /**
     * One run: every alert due at `now` (every active alert with `force`, as
     * `npm run alerts -- send-now` asks). Mail links start with `siteUrl`.
     */
    async run(options: { siteUrl: string; now?: Date; force?: boolean }): Promise<DigestRun> {
      const started = Date.now();
      const now = options.now ?? new Date();
      const result: DigestRun = { alerts: 0, mailed: 0, searches: 0, ms: 0 };
      const due = and(
        isNull(jobAlerts.pausedAt),
        lte(jobAlerts.checkedUntil, now),
        options.force
          ? undefined
          : or(
              and(
                eq(jobAlerts.frequency, "daily"),
                lte(jobAlerts.checkedUntil, new Date(now.getTime() - DUE_AFTER_MS.daily)),
              ),
              and(
                eq(jobAlerts.frequency, "weekly"),
                lte(jobAlerts.checkedUntil, new Date(now.getTime() - DUE_AFTER_MS.weekly)),
              ),
            ),
      );
      const [earliest] = await db
        .select({
          at: sql<Date | null>`min(${jobAlerts.checkedUntil})`.mapWith(jobAlerts.checkedUntil),
        })
        .from(jobAlerts)
        .where(due);
      if (!earliest?.at) return { ...result, ms: Date.now() - started };
      const lookBack = new Date(Math.max(earliest.at.getTime(), now.getTime() - LOOK_BACK_MAX_MS));
      const newest = await jobsSince(lookBack);
      const fresh = {
        jobs: newest,
        ids: newest.map((job) => job.id),
        position: new Map(newest.map((job, index) => [job.id, index])),
      };
      const searches = new Map<string, Promise<number[]>>();
      const terms = new Map<string, ReturnType<typeof searchTerms>>();
      const synonyms = await loadSynonymGroups(db);
      const termsOf = (q: string) =>
        remember(terms, q, SEARCHES_KEPT, () => searchTerms(q, synonyms));

      let after = "00000000-0000-0000-0000-000000000000";
      for (;;) {
        // A page of alerts by id alone (the primary key), then their members.
        const page = db
          .select()
          .from(jobAlerts)
          .where(and(gt(jobAlerts.id, after), due))
          .orderBy(asc(jobAlerts.id))
          .limit(BATCH)
          .as("page");
        const batch = await db
          .select({
            id: page.id,
            label: page.label,
            query: page.query,
            frequency: page.frequency,
            checkedUntil: page.checkedUntil,
            email: users.email,
            name: users.name,
            locale: users.locale,
            verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          })
          .from(page)
          .innerJoin(users, eq(users.id, page.userId))
          .orderBy(asc(page.id));
        if (batch.length === 0) break;
        after = batch.at(-1)!.id;

        const mails: Mail[] = [];
        const mailed: string[] = [];
        for (const alert of batch) {
          // Mail goes only to a confirmed address; the alert still moves on.
          if (!alert.verified) continue;
          const found = await remember(searches, searchKey(alert.query), SEARCHES_KEPT, () => {
            result.searches += 1;
            return find(alert.query, fresh, termsOf);
          });
          const matches = found
            .map((position) => fresh.jobs[position]!)
            .filter((job) => job.publishedAt > alert.checkedUntil);
          if (matches.length === 0) continue;
          const listed = matches.slice(0, DIGEST_JOBS);
          mails.push(await digestMail(alert, listed, matches.length, options.siteUrl, deps.links));
          mailed.push(alert.id);
        }
        const ids = batch.map((alert) => alert.id);
        await db.transaction(async (tx) => {
          await deps.mail.queueMany(tx, mails);
          await tx.update(jobAlerts).set({ checkedUntil: now }).where(inArray(jobAlerts.id, ids));
          if (mailed.length > 0) {
            await tx
              .update(jobAlerts)
              .set({ lastSentAt: now })
              .where(inArray(jobAlerts.id, mailed));
          }
        });
        result.alerts += batch.length;
        result.mailed += mails.length;
      }
      result.ms = Date.now() - started;
      deps.log.info(result, "job alert digests");
      return result;
    },
  };
}
export type DigestRunner = ReturnType<typeof createDigestRunner>;
