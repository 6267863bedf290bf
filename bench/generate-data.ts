/**
 * `npm run bench:data [-- --size=1m] [--force]`: fills the load-test database with 100,000 jobs
 * at 2,000 companies, or a million at 20,000 (see bench/lib/career-database.ts for where it lives). Skips the work
 * when the data is already there; --force rebuilds it. The rows go in through the app's
 * migrations and triggers, so search_vector and search_text are exactly what the app writes.
 */
import pg from "pg";
import { dataSize, openCareerDatabase } from "./lib/career-database.ts";
import {
  COMMON_WORD,
  createRandom,
  type FakeCompany,
  type FakeJob,
  fakeCompany,
  fakeJob,
  RARE_WORD,
} from "./lib/fake-jobs.ts";

const BATCH = 2_000;
const force = process.argv.includes("--force");
const size = dataSize();
const JOB_COUNT = size.jobs;
const COMPANY_COUNT = size.companies;

const database = await openCareerDatabase(size);
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  const present = await counts(client);
  if (!force && present.jobs === JOB_COUNT && present.companies === COMPANY_COUNT) {
    console.log(`The data is there (${database.kind} database); --force rebuilds it.`);
  } else {
    const started = performance.now();
    await generate(client);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Generated ${JOB_COUNT} jobs at ${COMPANY_COUNT} companies in ${seconds} s.`);
  }
  await report(client);
} finally {
  await client.end();
  await database.stop();
}

async function counts(db: pg.Client) {
  const result = await db.query<{ jobs: number; companies: number }>(
    "select (select count(*)::int from jobs) as jobs, (select count(*)::int from companies) as companies",
  );
  return result.rows[0]!;
}

/** One transaction: an interrupted run leaves the previous state, never half the data. */
async function generate(db: pg.Client) {
  const random = createRandom(20_240_501);
  const now = Date.now();
  const companies = Array.from({ length: COMPANY_COUNT }, (_, i) => fakeCompany(random, i));
  await db.query("begin");
  try {
    // The bench database holds nothing else worth keeping; cascade clears jobs' dependants.
    await db.query("truncate jobs, companies cascade");
    await insertCompanies(db, companies);
    for (let from = 0; from < JOB_COUNT; from += BATCH) {
      const batch: FakeJob[] = [];
      for (let i = from; i < Math.min(from + BATCH, JOB_COUNT); i++) {
        batch.push(fakeJob(random, i, companies[i % companies.length]!, now));
      }
      await insertJobs(db, batch);
      const done = Math.min(from + BATCH, JOB_COUNT);
      if (done % (JOB_COUNT / 5) === 0) console.log(`${done} / ${JOB_COUNT} jobs`);
    }
    await db.query("commit");
  } catch (error) {
    await db.query("rollback");
    throw error;
  }
  // A board filled over time holds its jobs in the order they came in, the newest last; made in
  // random order, each newest-first page of a search would read rows scattered over the table.
  await db.query("cluster jobs using jobs_newest_idx");
  // Fresh statistics for the planner and a visibility map for index-only scans.
  await db.query("vacuum analyze companies, jobs");
}

/** unnest() of one array per column: one statement per batch, no parameter-count limit. */
async function insertCompanies(db: pg.Client, rows: FakeCompany[]) {
  const column = <K extends keyof FakeCompany>(key: K) => rows.map((row) => row[key]);
  await db.query(
    `insert into companies (id, slug, name, website, tagline, description, industry, size,
       headquarters, initiatives, featured, published)
     select id, slug, name, website, tagline, description, industry, size, headquarters,
       string_to_array(initiatives, ','), featured, published
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::bool[], $12::bool[])
       as t(id, slug, name, website, tagline, description, industry, size, headquarters,
         initiatives, featured, published)`,
    [
      column("id"),
      column("slug"),
      column("name"),
      column("website"),
      column("tagline"),
      column("description"),
      column("industry"),
      column("size"),
      column("headquarters"),
      rows.map((row) => row.initiatives.join(",")),
      column("featured"),
      column("published"),
    ],
  );
}

async function insertJobs(db: pg.Client, rows: FakeJob[]) {
  const column = <K extends keyof FakeJob>(key: K) => rows.map((row) => row[key]);
  await db.query(
    `insert into jobs (title, company_id, location, country, workplace, employment_type,
       category, description, salary_min, salary_max, salary_currency, salary_period, apply_url,
       status, published_at, expires_at, featured, created_at, updated_at)
     select * from unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[],
       $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[],
       $13::text[], $14::text[], $15::timestamptz[], $16::timestamptz[], $17::bool[],
       $18::timestamptz[], $19::timestamptz[])`,
    [
      column("title"),
      column("companyId"),
      column("location"),
      column("country"),
      column("workplace"),
      column("employmentType"),
      column("category"),
      column("description"),
      column("salaryMin"),
      column("salaryMax"),
      column("salaryCurrency"),
      column("salaryPeriod"),
      column("applyUrl"),
      column("status"),
      column("publishedAt"),
      column("expiresAt"),
      column("featured"),
      column("createdAt"),
      column("updatedAt"),
    ],
  );
}

/** What the data set holds, checked through the search columns the triggers filled. */
async function report(db: pg.Client) {
  const result = await db.query<Record<string, number>>(
    `select
       count(*)::int as jobs,
       count(*) filter (where status = 'published')::int as published,
       count(*) filter (where search_vector @@ websearch_to_tsquery('english', $1))::int as common,
       count(*) filter (where search_vector @@ websearch_to_tsquery('english', $2))::int as rare,
       count(*) filter (where search_text = '')::int as unindexed
     from jobs`,
    [COMMON_WORD, RARE_WORD],
  );
  const row = result.rows[0]!;
  console.log(
    `${row.jobs} jobs, ${row.published} published; "${COMMON_WORD}" in ${row.common}, ` +
      `"${RARE_WORD}" in ${row.rare}; without search text: ${row.unindexed}`,
  );
  if (row.unindexed !== 0 || row.common === 0 || row.rare === 0) {
    throw new Error("The search columns are not filled as the app's triggers would fill them.");
  }
}
