import type { Database } from "../../db/client.ts";
import { approximateBytes } from "../../lib/value-bytes.ts";

export type PublicState = {
  /** The `jobs` change counter: raised by every statement writing jobs or companies. */
  version: string;
  /** PostgreSQL's clock, in ms: the visibility test compares with its now(), not ours. */
  now: number;
  /** The next moment a published job goes live or expires (ms), if any is scheduled. */
  nextChange: number | null;
  /** The `content` change counter: raised by every statement writing events, posts or videos. */
  contentVersion: string;
  /** The next moment a post or video goes live or an upcoming event becomes past (ms). */
  nextContentChange: number | null;
};
type Entry = { version: string; validUntil: number | null; value: unknown; bytes: number };

// A named (prepared) statement: parsed and planned once per connection, as it runs constantly.
const STATE = {
  name: "public-job-cache-state",
  text: `select (select value::text from change_counters where topic = 'jobs') as version,
      extract(epoch from now())::float8 * 1000 as now,
      extract(epoch from least(
        (select min(published_at) from jobs where status = 'published' and published_at > now()),
        (select min(expires_at) from jobs where status = 'published' and expires_at > now())
      ))::float8 * 1000 as next_change,
      (select value::text from change_counters where topic = 'content') as content_version,
      extract(epoch from least(
        (select min(published_at) from blog_posts where status = 'published' and published_at > now()),
        (select min(published_at) from videos where published_at > now()),
        (select min(coalesce(ends_at, starts_at)) from events
          where status <> 'draft' and coalesce(ends_at, starts_at) >= now())
      ))::float8 * 1000 as next_content_change`,
};

/**
 * What decides whether a cached public answer (a job list, a rendered page) is still current: one small query per turn of the
 * event loop, shared by every request, and every cache made with this reader, that asks in it.
 * The read is sent after the current turn, so it follows every request that joined it: each of
 * them sees all writes acknowledged before it arrived.
 */
export function publicStateReader(db: Database): () => Promise<PublicState> {
  let pending: Promise<PublicState> | null = null;
  return () => {
    pending ??= new Promise<PublicState>((resolve, reject) => {
      setImmediate(() => {
        pending = null;
        db.$client
          .query<{
            version: string | null;
            now: number;
            next_change: number | null;
            content_version: string | null;
            next_content_change: number | null;
          }>(STATE)
          .then(({ rows: [row] }) =>
            resolve({
              version: row?.version ?? "",
              now: Number(row?.now),
              nextChange: row?.next_change == null ? null : Number(row.next_change),
              contentVersion: row?.content_version ?? "",
              nextContentChange:
                row?.next_content_change == null ? null : Number(row.next_content_change),
            }),
          )
          .catch(reject);
      });
    });
    return pending;
  };
}

/**
 * Public job lists and job pages kept in memory for as long as they are current, i.e. until any
 * write to jobs or companies commits (anywhere: this instance, another one, a script), or until
 * the next scheduled job goes live or expires. A miss loads once for all its waiters. Cached
 * values are deep-frozen: they are shared by every request that reads them. Bounded by entries
 * and by bytes (approximateBytes), the least recently used going first.
 */
export function createPublicJobCache(
  readState: () => Promise<PublicState>,
  { maxEntries = 256, maxBytes = 8 * 2 ** 20 }: { maxEntries?: number; maxBytes?: number } = {},
) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  let bytes = 0;
  // Plain numbers since start-up, read by /metrics when it is on (http/metrics.ts).
  const counts = { hits: 0, misses: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    const current = entries.get(key);
    // A slow load must not replace what a load of a later version already stored.
    if (current && BigInt(current.version) > BigInt(entry.version)) return;
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    counts: counts as Readonly<typeof counts>,
    /** `load` is given the state the answer will be kept under. */
    async get<T>(key: string, load: (state?: PublicState) => Promise<T>): Promise<T> {
      const state = await readState();
      const hit = entries.get(key);
      if (
        hit?.version === state.version &&
        (hit.validUntil === null || state.now < hit.validUntil)
      ) {
        counts.hits++;
        // Least recently used first: a read moves the entry to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      // A read that joins a load under way is a miss too: it waits for the database.
      counts.misses++;
      // Without the counter row (never expected), nothing is cached.
      if (!state.version) return load(state);
      const flight = `${state.version}@${state.nextChange}|${key}`;
      let promise = loading.get(flight) as Promise<T> | undefined;
      if (!promise) {
        promise = load(state)
          .then((value) => {
            const frozen = deepFreeze(value);
            store(key, {
              version: state.version,
              validUntil: state.nextChange,
              value: frozen,
              bytes: approximateBytes(frozen),
            });
            return frozen;
          })
          .finally(() => loading.delete(flight));
        loading.set(flight, promise);
      }
      return promise;
    },
  };
}
export type PublicJobCache = ReturnType<typeof createPublicJobCache>;

/** No cache: every read loads. For services on a transaction, whose writes nobody else sees yet. */
export const uncached: PublicJobCache = {
  counts: { hits: 0, misses: 0 },
  get: (_key, load) => load(),
};

/** A stable cache key for a query object: same fields and values, same key. */
export function queryKey(query: object): string {
  const fields = Object.entries(query).filter(([, value]) => value !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : 1)));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
