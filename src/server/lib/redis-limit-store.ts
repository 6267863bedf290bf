import { createHash } from "node:crypto";
import { createMemoryLimitStore, type LimitStore, type Window } from "./limit-store.ts";
import type { Logger } from "./logger.ts";
import type { Redis } from "./redis.ts";

// Atomic, so two instances counting at once never both open a window (or lose a count).
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const CURRENT = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

const REMEMBER = `
redis.call('LREM', KEYS[1], 0, ARGV[1])
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])`;

/** How long a remembered list (the addresses an account signed in from) outlives its last use. */
const REMEMBER_MS = 90 * 24 * 3_600_000;

/** Who is counted, as Redis holds it: not readable back into an e-mail or an address. */
const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

type Commands = {
  limitAdd(key: string, windowMs: number): Promise<[number, number]>;
  limitCurrent(key: string): Promise<[number, number] | null>;
  limitRemember(key: string, value: string, max: number, ttlMs: number): Promise<void>;
};

/**
 * Limits counted in Redis, shared by every instance. Keys hold a hash of who is counted, never
 * an e-mail or an address. When Redis fails, the call is counted in this process instead (each
 * instance then limits on its own, as on one machine) rather than failing the request or
 * letting it through uncounted.
 */
export function createRedisLimitStore(
  redis: Redis,
  log: Logger,
  options: { prefix?: string; now?: () => number } = {},
): LimitStore {
  const { prefix = "limits", now = Date.now } = options;
  redis.defineCommand("limitAdd", { numberOfKeys: 1, lua: ADD });
  redis.defineCommand("limitCurrent", { numberOfKeys: 1, lua: CURRENT });
  redis.defineCommand("limitRemember", { numberOfKeys: 1, lua: REMEMBER });
  const commands = redis as unknown as Commands;
  const fallback = createMemoryLimitStore({ now });
  const keyOf = (name: string, key: string) => `${prefix}:${name}:${digest(key)}`;
  const windowOf = ([count, ttl]: [number, number]): Window => ({
    count,
    resetAt: now() + Math.max(ttl, 0),
  });

  let warned = 0;
  async function orFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      // At most one line a minute: an outage fails every request's call.
      if (now() - warned > 60_000) {
        warned = now();
        log.warn({ err: error }, "Redis failed a limit; counting in this instance meanwhile");
      }
      return local();
    }
  }

  return {
    add: (name, key, windowMs) =>
      orFallback(
        async () => windowOf(await commands.limitAdd(keyOf(name, key), windowMs)),
        () => fallback.add(name, key, windowMs),
      ),
    current: (name, key) =>
      orFallback(
        async () => {
          const state = await commands.limitCurrent(keyOf(name, key));
          return state && state[1] > 0 ? windowOf(state) : undefined;
        },
        () => fallback.current(name, key),
      ),
    remember: (name, key, value, max) =>
      orFallback(
        () => commands.limitRemember(keyOf(name, key), digest(value), max, REMEMBER_MS),
        () => fallback.remember(name, key, value, max),
      ),
    remembers: (name, key, value) =>
      orFallback(
        async () => (await redis.lpos(keyOf(name, key), digest(value))) !== null,
        () => fallback.remembers(name, key, value),
      ),
  };
}
