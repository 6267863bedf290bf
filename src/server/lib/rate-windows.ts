import { rateLimited } from "./errors.ts";
import type { LimitStore } from "./limit-store.ts";

/** A Map that keeps at most `max` entries, dropping the least recently used. */
export class BoundedMap<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes this entry the most recent.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

export type Window = { count: number; resetAt: number };

/** Fixed-window counters: a window starts at its first count and ends `windowMs` later. */
export class WindowCounters {
  readonly #windows: BoundedMap<Window>;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(windowMs: number, max: number, now: () => number) {
    this.#windows = new BoundedMap(max);
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** The open window for the key, if any. */
  current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    return window && window.resetAt > this.#now() ? window : undefined;
  }

  add(key: string): Window {
    const window = this.current(key) ?? { count: 0, resetAt: this.#now() + this.#windowMs };
    window.count++;
    this.#windows.set(key, window);
    return window;
  }

  get size(): number {
    return this.#windows.size;
  }
}

/**
 * At most `max` of an action per key (an account, an address) in each `windowMs`, counted in the
 * store (this process, or Redis for every instance); past it, 429 RATE_LIMITED with the seconds
 * to wait.
 */
export function createActionLimit(options: {
  store: LimitStore;
  /** Tells this limit's counts from others' in the store. */
  name: string;
  max: number;
  windowMs: number;
  what: string;
  now?: () => number;
}) {
  const { store, name, max, windowMs, what, now = Date.now } = options;
  return {
    async count(key: string): Promise<void> {
      const window = await store.add(name, key, windowMs);
      if (window.count > max) throw rateLimited(window.resetAt - now(), what);
    },
  };
}
