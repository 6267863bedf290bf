import { createHmac } from "node:crypto";
import { createMemoryLimitStore, type LimitStore, type Window } from "./limit-store.ts";
import type { Logger } from "./logger.ts";
import { type Redis, redisFailureWarning } from "./redis.ts";

// Atomic, so two instances counting at once never both open a window (or lose a count).
const ADD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
-- A new window; or a count left without expiry somehow, which would otherwise refuse for good.
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const CURRENT = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

// LPOS would do, but only from Redis 6.0.6; lists are a few entries long.
const REMEMBERS = `
for _, value in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if value == ARGV[1] then return 1 end
end
return 0`;

const REMEMBER = `
redis.call('LREM', KEYS[1], 0, ARGV[1])
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])`;

/** How long a remembered list (the addresses an account signed in from) outlives its last use. */
const REMEMBER_MS = 90 * 24 * 3_600_000;

type Commands = {
  limitAdd(key: string, windowMs: number): Promise<[number, number]>;
  limitCurrent(key: string): Promise<[number, number] | null>;
  limitRemember(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  limitRemembers(key: string, value: string): Promise<number>;
};

/**
 * Limits counted in Redis, shared by every instance. Keys hold a keyed digest of who is
 * counted, never an e-mail or an address. When Redis fails, the call is counted in this process instead (each
 * instance then limits on its own, as on one machine) rather than failing the request or
 * letting it through uncounted.
 */
export function createRedisLimitStore(
  redis: Redis,
  log: Logger,
  options: {
    /** The key of the digests, the same for every instance (a site key kept in PostgreSQL). */
    secret: () => Promise<Buffer>;
    prefix?: string;
    now?: () => number;
  },
): LimitStore {
  const { secret, prefix = "limits", now = Date.now } = options;
  redis.defineCommand("limitAdd", { numberOfKeys: 1, lua: ADD });
  redis.defineCommand("limitCurrent", { numberOfKeys: 1, lua: CURRENT });
  redis.defineCommand("limitRemember", { numberOfKeys: 1, lua: REMEMBER });
  redis.defineCommand("limitRemembers", { numberOfKeys: 1, lua: REMEMBERS });
  const commands = redis as unknown as Commands;
  const fallback = createMemoryLimitStore({ now });
  // Who is counted, as Redis holds it: keyed digests, which whoever reads Redis cannot turn
  // back into e-mails or addresses by trying them all.
  const digest = async (text: string) =>
    createHmac("sha256", await secret())
      .update(text)
      .digest("base64url")
      .slice(0, 22);
  const keyOf = async (name: string, key: string) => `${prefix}:${name}:${await digest(key)}`;
  const windowOf = ([count, ttl]: [number, number]): Window => ({
    count,
    resetAt: now() + Math.max(ttl, 0),
  });

  const warn = redisFailureWarning(
    log,
    "Redis failed a limit; counting in this instance meanwhile",
    now,
  );
  async function orFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      warn(error);
      return local();
    }
  }

  return {
    add: (name, key, windowMs) =>
      orFallback(
        async () => windowOf(await commands.limitAdd(await keyOf(name, key), windowMs)),
        () => fallback.add(name, key, windowMs),
      ),
    current: (name, key) =>
      orFallback(
        async () => {
          const state = await commands.limitCurrent(await keyOf(name, key));
          return state && state[1] > 0 ? windowOf(state) : undefined;
        },
        () => fallback.current(name, key),
      ),
    remember: (name, key, value, max) =>
      orFallback(
        async () =>
          commands.limitRemember(await keyOf(name, key), await digest(value), max, REMEMBER_MS),
        () => fallback.remember(name, key, value, max),
      ),
    remembers: (name, key, value) =>
      orFallback(
        async () =>
          (await commands.limitRemembers(await keyOf(name, key), await digest(value))) === 1,
        () => fallback.remembers(name, key, value),
      ),
  };
}
