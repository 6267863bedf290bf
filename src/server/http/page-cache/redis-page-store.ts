import { createHash } from "node:crypto";
import type { Logger } from "../../lib/logger.ts";
import { type Redis, redisFailureWarning } from "../../lib/redis.ts";
import type { CachedPage, SharedPageStore } from "./page-store.ts";

const NEWLINE = 0x0a;

/**
 * Rendered pages in the Redis the instances share (REDIS_URL): one value per page, its facts as
 * a line of JSON then its bytes, expiring when it would turn stale anyway (within `windowMs`).
 * Each instance writes at most `bytes` of pages per `windowMs`, so Redis holds at most about
 * twice that per instance: a flood of new addresses (every search is one) uses up the
 * allowance, never Redis's memory, whose sign-in limits must not be evicted. Compressed forms are
 * made by each instance. When Redis fails, pages are rendered instead, with one warning a minute.
 */
export function createRedisPageStore(
  redis: Redis,
  log: Logger,
  allowance: { bytes: number; windowMs: number },
): SharedPageStore {
  let windowStart = 0;
  let written = 0;
  const name = (key: string) => `page:${createHash("sha256").update(key).digest("base64url")}`;
  const warn = redisFailureWarning(
    log,
    "the page cache in Redis is not answering; pages are rendered here",
  );
  return {
    async get(key) {
      try {
        const value = await redis.getBuffer(name(key));
        return value ? decode(value) : undefined;
      } catch (error) {
        warn(error);
        return undefined;
      }
    },
    set(key, page, ttlMs) {
      if (ttlMs < 1) return;
      const now = Date.now();
      if (now - windowStart >= allowance.windowMs) {
        windowStart = now;
        written = 0;
      }
      const value = encode(page);
      if (written + value.length > allowance.bytes) return;
      written += value.length;
      redis.set(name(key), value, "PX", Math.ceil(ttlMs)).catch(warn);
    },
  };
}

function encode(page: CachedPage): Buffer {
  const { version, validUntil, headers, tag } = page;
  const facts = JSON.stringify({ version, validUntil, headers, tag });
  return Buffer.concat([Buffer.from(`${facts}\n`), page.bodies.identity]);
}

function decode(value: Buffer): CachedPage | undefined {
  const end = value.indexOf(NEWLINE);
  if (end === -1) return undefined;
  const facts = JSON.parse(value.subarray(0, end).toString()) as Omit<CachedPage, "bodies">;
  return { ...facts, bodies: { identity: value.subarray(end + 1) } };
}
