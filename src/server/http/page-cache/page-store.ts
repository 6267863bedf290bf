/** A rendered public page as every anonymous visitor of its address gets it. */
export type CachedPage = {
  /** The change counters it was rendered at, and the moment it stops being current (ms). */
  version: string;
  validUntil: number;
  headers: Record<string, string | string[]>;
  /** The page's bytes, and the compressed forms made the first time someone asks for each. */
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer; deflate?: Buffer };
  /** A strong validator of the uncompressed bytes, without quotes. */
  tag: string;
};

export type PageStore = {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** The page's size changed (a compressed form was added): recount it and evict to fit. */
  resized(key: string, page: CachedPage): void;
  readonly bytes: number;
  readonly entries: number;
};

/** Pages every instance reads (Redis): asked on a miss in memory, given every new render. */
export type SharedPageStore = {
  get(key: string): Promise<CachedPage | undefined>;
  /** Kept for `ttlMs` at most: after that it could only be found stale. */
  set(key: string, page: CachedPage, ttlMs: number): void;
};

/** What a page costs in memory: its bodies, and about a kilobyte for its key and headers. */
function sizeOf(key: string, page: CachedPage): number {
  const bodies = Object.values(page.bodies).reduce((total, body) => total + body.length, 0);
  return key.length * 2 + 1024 + bodies;
}

/**
 * Pages in memory up to a number of bytes, least recently used going first. A Map keeps
 * insertion order, so a read moves its entry to the end and eviction takes from the front.
 */
export function createMemoryPageStore(maxBytes: number): PageStore {
  const pages = new Map<string, { page: CachedPage; size: number }>();
  let bytes = 0;

  function remove(key: string) {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.size;
  }
  function add(key: string, page: CachedPage) {
    remove(key);
    const size = sizeOf(key, page);
    // A page larger than the whole cache is never kept (and never empties it).
    if (size > maxBytes) return;
    pages.set(key, { page, size });
    bytes += size;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    set: add,
    resized(key, page) {
      if (pages.get(key)?.page === page) add(key, page);
    },
    get bytes() {
      return bytes;
    },
    get entries() {
      return pages.size;
    },
  };
}
