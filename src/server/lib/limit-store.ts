import { BoundedMap, type Window, WindowCounters } from "./rate-windows.ts";

export type { Window };

/**
 * Where the site's limits keep their counts: in this process (one machine), or in Redis so that
 * every instance counts against the same windows (redis-limit-store.ts). `name` tells the limits
 * apart ("sign-ins", "cv-uploads"); `key` is who is counted (an account, an address).
 */
export interface LimitStore {
  /** Counts one more for the key, opening a window of `windowMs` when none is open; its state. */
  add(name: string, key: string, windowMs: number): Promise<Window>;
  /** The key's open window, if any, without counting. */
  current(name: string, key: string): Promise<Window | undefined>;
  /** Puts `value` first in the key's list of recent values, keeping `max` distinct ones. */
  remember(name: string, key: string, value: string, max: number): Promise<void>;
  /** Whether `value` is in the key's list. */
  remembers(name: string, key: string, value: string): Promise<boolean>;
}

/** Entries kept per limit; ~150 bytes each, so a limit stays under ~2 MiB whatever is sent. */
const MAX_ENTRIES = 10_000;

export type MemoryLimitStore = LimitStore & {
  /** Entries held per limit (tests: the maps must stay bounded). */
  sizes(): Record<string, number>;
};

/** Counts in this process's memory, each limit's map bounded (least recently used go first). */
export function createMemoryLimitStore(
  options: { maxEntries?: number; now?: () => number } = {},
): MemoryLimitStore {
  const { maxEntries = MAX_ENTRIES, now = Date.now } = options;
  const counters = new Map<string, WindowCounters>();
  const lists = new Map<string, BoundedMap<string[]>>();
  const countersFor = (name: string, windowMs: number) => {
    let named = counters.get(name);
    if (!named) {
      named = new WindowCounters(windowMs, maxEntries, now);
      counters.set(name, named);
    }
    return named;
  };
  const listFor = (name: string) => {
    let named = lists.get(name);
    if (!named) {
      named = new BoundedMap(maxEntries);
      lists.set(name, named);
    }
    return named;
  };
  return {
    add: async (name, key, windowMs) => ({ ...countersFor(name, windowMs).add(key) }),
    async current(name, key) {
      const window = counters.get(name)?.current(key);
      return window && { ...window };
    },
    async remember(name, key, value, max) {
      const list = listFor(name);
      const others = (list.get(key) ?? []).filter((other) => other !== value);
      list.set(key, [value, ...others].slice(0, max));
    },
    remembers: async (name, key, value) => lists.get(name)?.get(key)?.includes(value) ?? false,
    sizes: () =>
      Object.fromEntries(
        [...counters, ...lists].map(([name, entries]) => [name, entries.size] as const),
      ),
  };
}
