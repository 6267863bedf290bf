import pg from "pg";

export type Freshness = {
  /** The app answered the changed page at once (its cache checks the change counters). */
  appAtOnce: boolean;
  /** How long nginx went on showing the page as it was, in seconds (s-maxage is 10 s). */
  nginxSeconds: number;
};

const POLL_MS = 250;
const GIVE_UP_MS = 30_000;

/**
 * Renames the measured post in the database, as an admin's edit would, and asks for its page
 * from the app and through nginx until the new title shows: what a visitor sees after a change.
 */
export async function measureFreshness(options: {
  databaseUrl: string;
  appUrl: string;
  nginxUrl: string;
  path: string;
  slug: string;
}): Promise<Freshness> {
  const title = `Returning to work, edited ${Date.now()}`;
  // nginx holds the page before the change.
  await fetch(options.nginxUrl + options.path);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("update blog_posts set title = $1 where slug = $2", [title, options.slug]);
  } finally {
    await client.end();
  }
  const changed = Date.now();
  const shows = async (url: string) => (await (await fetch(url)).text()).includes(title);
  const appAtOnce = await shows(options.appUrl + options.path);
  while (!(await shows(options.nginxUrl + options.path))) {
    if (Date.now() - changed > GIVE_UP_MS) return { appAtOnce, nginxSeconds: Number.NaN };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { appAtOnce, nginxSeconds: Math.round((Date.now() - changed) / 100) / 10 };
}
