import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  like,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { SEARCH_RESULTS_MAX } from "#shared/constants.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Job, PublicJobList, PublicJobQuery } from "#shared/schemas/jobs.ts";
import type { Db } from "../../db/client.ts";
import { companies, currencyRates, jobs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/values.ts";
import { locationCondition } from "./places.ts";
import { jobSelection, presentJob } from "./presenter.ts";
import { searchTerms, type WordsMatched } from "./search-terms.ts";
import { correctedQuery } from "./spelling.ts";
import { loadSynonymGroups, type SynonymGroups } from "./synonym-groups.ts";

/** When a job appeared: publication, or creation for a draft. Every list's default order. */
export const newest = sql<Date>`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`;

export type ListQuery = Omit<PublicJobQuery, "sort"> & { sort?: string };

type Key = SQLWrapper | AnyColumn;
/** What lists sort by, from the jobs table or from a search's matches. */
type SortKeys = {
  id: Key;
  newest: Key;
  salary: Key;
  title: Key;
  updatedAt: Key;
  expiresAt: Key;
  rank?: Key;
};

const ORDERS: Record<string, (keys: SortKeys) => SQL[]> = {
  relevance: (k) => (k.rank ? [desc(k.rank), desc(k.newest)] : [desc(k.newest)]),
  newest: (k) => [desc(k.newest)],
  oldest: (k) => [asc(k.newest)],
  salary: (k) => [sql`${k.salary} desc nulls last`, desc(k.newest)],
  title: (k) => [asc(k.title)],
  "-title": (k) => [desc(k.title)],
  updatedAt: (k) => [asc(k.updatedAt)],
  "-updatedAt": (k) => [desc(k.updatedAt)],
  expiresAt: (k) => [sql`${k.expiresAt} asc nulls last`],
};
const orderBy = (sort: string, keys: SortKeys) => [
  ...(ORDERS[sort] ?? ORDERS.newest!)(keys),
  asc(keys.id),
];

/** Conditions on jobs alone, so that counting needs no join. */
export function filters(query: Omit<ListQuery, "page" | "pageSize">): SQL[] {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(inArray(jobs.category, query.category));
  if (query.type) conditions.push(inArray(jobs.employmentType, query.type));
  if (query.workplace) conditions.push(inArray(jobs.workplace, query.workplace));
  if (query.posted) {
    conditions.push(
      sql`${jobs.publishedAt} >= now() - make_interval(days => ${Number(query.posted)})`,
    );
  }
  if (query.initiative) {
    conditions.push(
      sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${companies.initiatives} @> ${sql.param(query.initiative)}::text[])`,
    );
  }
  if (query.location) conditions.push(locationCondition(query.location));
  if (query.salary != null) {
    // Converted by the same function as the jobs' salaries, so equal amounts compare equal.
    conditions.push(
      sql`${jobs.salaryUsdPerYear} >= salary_usd_per_year(${query.salary}, ${salaryCurrency(query)}, ${query.period ?? "year"})`,
    );
  }
  if (query.language) {
    // A language also finds its regional and script variants: `zh` finds `zh-Hant`.
    conditions.push(
      or(eq(jobs.language, query.language), like(jobs.language, `${query.language}-%`))!,
    );
  }
  if (query.company) {
    conditions.push(
      sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${companies.slug} = ${query.company})`,
    );
  }
  return conditions;
}

/** The currency of the "salary at least" filter: US dollars unless the query names one. */
const salaryCurrency = (query: Pick<ListQuery, "currency">) => query.currency ?? "USD";

/** A salary filter in a currency without a rate would quietly find nothing: say so instead. */
export async function checkSalaryCurrency(
  db: Db,
  query: Pick<ListQuery, "salary" | "currency">,
): Promise<void> {
  if (query.salary == null) return;
  const code = salaryCurrency(query);
  const [rate] = await db
    .select({ code: currencyRates.code })
    .from(currencyRates)
    .where(eq(currencyRates.code, code))
    .limit(1);
  if (!rate) {
    const message = `There is no exchange rate for ${code}: choose another currency`;
    throw badRequest(`currency: ${message}`, { currency: message });
  }
}

const sortColumns = {
  salary: jobs.salaryUsdPerYear,
  title: jobs.title,
  updatedAt: jobs.updatedAt,
  expiresAt: jobs.expiresAt,
};
const tableKeys: SortKeys = { id: jobs.id, newest, ...sortColumns };

/**
 * What the public condition implies, said to the planner for a public search: a live job
 * appeared by now, so the newest-first walk (this is that index's expression) starts at now
 * rather than wading through the jobs scheduled for later, 1–1.6 ms a search. It stays out of
 * the public condition itself: no index that holds its other terms holds `created_at`, and
 * counting the public jobs then read the table (0.25 s → 0.7 s at a million jobs).
 */
const appearedByNow = sql`${newest} <= now()`;

/** One page of jobs meeting `conditions` and the query's filters and search, with their count. */
export async function listJobs(
  db: Db,
  query: ListQuery,
  conditions: SQL[],
): Promise<Paginated<Job>> {
  await checkSalaryCurrency(db, query);
  const synonyms = query.q ? await loadSynonymGroups(db) : [];
  return jobsPage(db, query, conditions, { synonyms });
}

/** How a search reads the words: the synonym groups, all words or any, and a bound of its own. */
type SearchOptions = { synonyms: SynonymGroups; words?: WordsMatched; bound?: SQL };

/** listJobs once the query's salary currency is known to have a rate. */
async function jobsPage(
  db: Db,
  query: ListQuery,
  conditions: SQL[],
  { synonyms, words = "all", bound }: SearchOptions,
): Promise<Paginated<Job>> {
  const where = and(...conditions, ...filters(query));
  const { limit, offset } = pageWindow(query);
  const page = { page: query.page, pageSize: query.pageSize };
  if (query.q) {
    const search = searchTerms(query.q, synonyms, words);
    const matching = and(where, search.match, bound);
    return { ...page, ...(await searchPage(db, search, query.sort, matching, limit, offset)) };
  }

  const [rows, [total]] = await Promise.all([
    db
      .select(jobSelection)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(...orderBy(query.sort ?? "newest", tableKeys))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { ...page, items: rows.map(presentJob), total: total?.value ?? 0 };
}

/** A search finding fewer jobs than this as typed is tried with its mistyped words corrected. */
const FEW_RESULTS = 5;

/**
 * The public list. A search that finds fewer than five jobs as typed is asked again with its
 * mistyped words corrected ("analist": analyst), and answers with that when it finds more, saying
 * so (`correctedQuery`); `exact` keeps the words as typed. When no job has all the words, even
 * corrected, it answers the jobs with some of them, the most first, saying so (`anyWords`).
 */
export async function listPublicJobs(
  db: Db,
  query: PublicJobQuery,
  conditions: SQL[],
  synonyms: SynonymGroups,
): Promise<PublicJobList> {
  await checkSalaryCurrency(db, query);
  const page = (asked: ListQuery, words: WordsMatched = "all") =>
    jobsPage(db, asked, conditions, { synonyms, words, bound: appearedByNow });
  const typed = await page(query);
  if (!query.q || typed.total >= FEW_RESULTS) return typed;
  let best: PublicJobList = typed;
  const corrected = query.exact ? null : await correctedQuery(db, query.q);
  if (corrected) {
    const found = await page({ ...query, q: corrected });
    if (found.total > typed.total) best = { ...found, correctedQuery: corrected };
  }
  if (best.total > 0) return best;
  const some = await page(query, "any");
  return some.total > 0 ? { ...some, anyWords: true } : best;
}

/**
 * A search ranks, pages and counts only the newest SEARCH_RESULTS_MAX matches. A common word
 * matches tens of thousands of jobs; ranking or counting them all reads most of the table
 * (0.3 s at 100,000 jobs) for pages nobody opens, where walking the newest-first index stops
 * after the first thousand (docs/decisions/0005).
 *
 * One statement finds the window (one match more than it keeps, to know whether there are
 * more), counts it and reads the page's jobs: a second statement for the count walked the
 * matches again, a third of each search's time.
 */
async function searchPage(
  db: Db,
  search: ReturnType<typeof searchTerms>,
  sort: string | undefined,
  matching: SQL | undefined,
  limit: number,
  offset: number,
) {
  const order = sort ?? "relevance";
  // The window carries what sorting needs, so that only the page's jobs are read whole.
  const window = db.$with("window").as(
    db
      .select({
        id: jobs.id,
        rank: search.rank.as("rank"),
        newest: newest.as("newest"),
        ...sortColumns,
      })
      .from(jobs)
      .where(matching)
      .orderBy(desc(newest))
      .limit(SEARCH_RESULTS_MAX + 1),
  );
  const kept = db
    .select()
    .from(window)
    .orderBy(desc(window.newest))
    .limit(SEARCH_RESULTS_MAX)
    .as("kept");
  const page = db
    .select()
    .from(kept)
    .orderBy(...orderBy(order, kept))
    .limit(limit)
    .offset(offset)
    .as("page");
  const rows = await db
    .with(window)
    .select({
      ...jobSelection,
      matches: sql<number>`(select count(*) from ${window})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(...orderBy(order, page));
  // A page past the end has no row to carry the count.
  const matches = rows[0]?.matches ?? (offset > 0 ? await countMatches(db, matching) : 0);
  return {
    items: rows.map(presentJob),
    total: Math.min(matches, SEARCH_RESULTS_MAX),
    ...(matches > SEARCH_RESULTS_MAX ? { capped: true as const } : {}),
  };
}

/** How many jobs match, counting no further than one past the window. */
async function countMatches(db: Db, matching: SQL | undefined): Promise<number> {
  const anyMatches = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(matching)
    .limit(SEARCH_RESULTS_MAX + 1)
    .as("matches");
  const [counted] = await db.select({ value: count() }).from(anyMatches);
  return counted?.value ?? 0;
}
