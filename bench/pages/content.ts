import pg from "pg";

/** The addresses measured, on the load-test data set, and a member's session cookie. */
export type PageTargets = {
  jobId: string;
  companySlug: string;
  postSlug: string;
  eventId: string;
  /** A signed-in member (with a saved job): her pages bypass the page cache. */
  memberCookie: string;
};

const POST_SLUG = "bench-page-post";
const EVENT_TITLE = "Bench page event";

/**
 * `npm run bench:data` makes jobs and companies only: one post and one upcoming event are added
 * (once) so that their pages can be measured too. Writes happen before the server starts.
 */
export async function ensurePageContent(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into blog_posts (slug, title, author, excerpt, body, status, published_at)
       values ($1, 'Returning to work after parental leave', 'Career Platform',
         'What helped, and what employers can do.', $2, 'published', now() - interval '1 day')
       on conflict (slug) do nothing`,
      [POST_SLUG, "Paragraph of a typical post. ".repeat(120)],
    );
    await client.query(
      `insert into events (title, summary, description, starts_at, format, city, status)
       select $1::text, 'An evening of talks', $2, now() + interval '300 days', 'in-person', 'Singapore', 'published'
       where not exists (select 1 from events where title = $1::text)`,
      [EVENT_TITLE, "Talks and conversations. ".repeat(60)],
    );
  } finally {
    await client.end();
  }
}

/** Reads the addresses from the running app, and signs a member up through its API. */
export async function pageTargets(origin: string, databaseUrl: string): Promise<PageTargets> {
  const newest = (await (await fetch(`${origin}/api/jobs/public?pageSize=1`)).json()) as {
    items: { id: string; company: { slug: string } }[];
  };
  const job = newest.items[0]!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let eventId: string;
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from events where title = $1 limit 1",
      [EVENT_TITLE],
    );
    eventId = rows[0]!.id;
  } finally {
    await client.end();
  }
  const email = `bench-member-${Date.now()}@example.com`;
  const signUp = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: "Bench Member",
      email,
      password: "quiet-lantern-harbour-42",
      locale: "en",
    }),
  });
  if (!signUp.ok) throw new Error(`Signing the member up answered ${signUp.status}`);
  const { token } = (await signUp.json()) as { token: string };
  const save = await fetch(`${origin}/api/saved-jobs/${job.id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  if (!save.ok) throw new Error(`Saving a job answered ${save.status}`);
  return {
    jobId: job.id,
    companySlug: job.company.slug,
    postSlug: POST_SLUG,
    eventId,
    memberCookie: `session=${token}`,
  };
}
