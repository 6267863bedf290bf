import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { PublicState } from "../../modules/public-content/public-cache.ts";
import { isHtmlType } from "../security-headers.ts";
import type { CachedPage, PageStore, SharedPageStore } from "./page-store.ts";

/**
 * A page as rendered for an anonymous visitor, before anyone decides whether to keep it; a page's
 * headers include its Content-Security-Policy (see shareable-html.ts).
 */
export type RenderedPage = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** It sets a cookie: for the request that rendered it alone, never kept or shared. */
  personal: boolean;
};

export type PageAnswer = RenderedPage & {
  /** Set when the answer came from, or went into, the cache: what ETag and 304 are made of. */
  cached?: CachedPage;
};

export type Encoding = "br" | "gzip" | "deflate" | "identity";

/**
 * Even with no write, a page is rendered afresh after this long: its "posted 3 days ago" moves
 * on with the clock. Everything a write changes is caught at once by the change counters.
 */
export const PAGE_MAX_AGE_MS = 5 * 60_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);
/**
 * Made once per page and version, while the first request that asks for it waits: brotli at
 * quality 6 takes about a millisecond for /jobs (90 KB to 12 KB); quality 11 would save another
 * eighth but take a tenth of a second, which a flood of new addresses would turn into a queue.
 * The window fits the page: brotli's default (4 MiB) makes each compression allocate 11 MiB,
 * where a window just larger than a 90 KB page needs under 4 MiB for the same bytes out.
 */
const COMPRESS: Record<Exclude<Encoding, "identity">, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
      },
    }),
  gzip: (body) => gzip(body),
  deflate: (body) => deflate(body),
};

/** The smallest brotli window (2^bits bytes less 16) that holds the whole body, up to the default. */
function windowBitsFor(length: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = zlib.constants;
  const bits = Math.ceil(Math.log2(length + 16));
  return Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, bits));
}

/** Only a whole, successful page is kept: no error page, redirect or file, nothing with a cookie. */
function storable(page: RenderedPage): boolean {
  return page.status === 200 && isHtmlType(page.headers["content-type"]) && !page.personal;
}

/**
 * Rendered public pages, kept for as long as they are current: until a write to anything a
 * public page shows commits (the `jobs` and `content` change counters, whatever instance or
 * script made it), until the next scheduled change (a job going live or expiring, a post
 * published, an event passing), or PAGE_MAX_AGE_MS. Kept in this process's memory and, when
 * instances share a Redis, there too, so a page one instance rendered serves them all. A miss
 * looks in Redis, then renders, once for all who ask for the same page meanwhile.
 */
export function createPageCache(options: {
  readState: () => Promise<PublicState>;
  store: PageStore;
  shared?: SharedPageStore;
}) {
  const { readState, store, shared } = options;
  const loading = new Map<string, Promise<PageAnswer>>();
  const compressing = new Map<string, Promise<Buffer>>();
  // Plain numbers since start-up, read by /metrics when it is on: pages served from this
  // process's memory, found in Redis, and rendered.
  const counts = { hits: 0, sharedHits: 0, misses: 0 };

  const versionOf = (state: PublicState) => `${state.version}.${state.contentVersion}`;
  const isCurrent = (page: CachedPage | undefined, state: PublicState): page is CachedPage =>
    page !== undefined && page.version === versionOf(state) && state.now < page.validUntil;
  const answerOf = (page: CachedPage): PageAnswer => ({
    status: 200,
    headers: page.headers,
    body: page.bodies.identity,
    personal: false,
    cached: page,
  });

  async function load(
    key: string,
    state: PublicState,
    render: () => Promise<RenderedPage>,
  ): Promise<PageAnswer> {
    const found = await shared?.get(key);
    if (isCurrent(found, state)) {
      counts.sharedHits++;
      store.set(key, found);
      return answerOf(found);
    }
    counts.misses++;
    const page = await render();
    // Without the counter rows (never expected) nothing could tell it stale: not kept.
    if (!storable(page) || !state.version || !state.contentVersion) return page;
    const cached: CachedPage = {
      version: versionOf(state),
      validUntil: Math.min(
        state.now + PAGE_MAX_AGE_MS,
        state.nextChange ?? Number.POSITIVE_INFINITY,
        state.nextContentChange ?? Number.POSITIVE_INFINITY,
      ),
      headers: page.headers,
      bodies: { identity: page.body },
      tag: createHash("sha256").update(page.body).digest("base64url").slice(0, 27),
    };
    // Should a slow render store an older version over a newer one, the next read only finds it
    // stale: entries are checked against the counters, never trusted.
    store.set(key, cached);
    shared?.set(key, cached, cached.validUntil - state.now);
    return { ...page, cached };
  }

  return {
    counts: counts as Readonly<typeof counts>,
    store,
    /**
     * The page at `key`: from the cache when current, else rendered. A render that may not be
     * shared (it sets a cookie) is handed to its own request only: `null` for the others, who
     * then render for themselves, as everyone does while the database does not answer.
     */
    async get(key: string, render: () => Promise<RenderedPage>): Promise<PageAnswer | null> {
      // Without the database nothing can be told current: the page is rendered as if there were
      // no cache, so a page that needs no data still shows, the others their error page.
      const state = await readState().catch(() => null);
      if (!state) return null;
      const hit = store.get(key);
      if (isCurrent(hit, state)) {
        counts.hits++;
        return answerOf(hit);
      }
      const flight = `${versionOf(state)}@${state.nextChange}@${state.nextContentChange}|${key}`;
      const joined = loading.get(flight);
      if (joined) {
        const answer = await joined;
        return answer.personal ? null : answer;
      }
      const promise = load(key, state, render).finally(() => loading.delete(flight));
      loading.set(flight, promise);
      return promise;
    },
    /** The page's bytes in that encoding, compressed the first time anyone asks for it. */
    async body(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
      if (encoding === "identity") return page.bodies.identity;
      const done = page.bodies[encoding];
      if (done) return done;
      const job = `${encoding}|${page.tag}|${key}`;
      let promise = compressing.get(job);
      if (!promise) {
        promise = COMPRESS[encoding](page.bodies.identity)
          .then((compressed) => {
            page.bodies[encoding] = compressed;
            store.resized(key, page);
            return compressed;
          })
          .finally(() => compressing.delete(job));
        compressing.set(job, promise);
      }
      return promise;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
