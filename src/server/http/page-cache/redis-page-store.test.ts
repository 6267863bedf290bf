import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { connectRedis, type Redis } from "../../lib/redis.ts";
import type { PublicState } from "../../modules/public-content/public-cache.ts";
import { createPageCache, type RenderedPage } from "./page-cache.ts";
import { createMemoryPageStore } from "./page-store.ts";
import { createRedisPageStore } from "./redis-page-store.ts";

/**
 * Pages shared by instances through Redis, against the machine's Redis (TEST_REDIS_URL, which
 * .ci/run sets when one answers), skipped with a message where none runs.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Redis page cache tests skipped: set TEST_REDIS_URL to run them.");

const log = createLogger("silent", false);
const state: PublicState = {
  version: "7",
  contentVersion: "3",
  now: Date.now(),
  nextChange: null,
  nextContentChange: null,
};
const readState = async () => ({ ...state, now: Date.now() });
const page = (text: string): RenderedPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(`<!DOCTYPE html><p>${text}</p>`),
  personal: false,
});

describe.skipIf(!redisUrl)("pages in Redis", () => {
  const clients: Redis[] = [];
  const instance = async () => {
    const client = await connectRedis(redisUrl as string, log);
    clients.push(client);
    const shared = createRedisPageStore(client, log, { bytes: 1 << 20, windowMs: 60_000 });
    return createPageCache({ readState, store: createMemoryPageStore(1 << 20), shared });
  };
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it("render once for every instance, until a write moves the counters", async () => {
    const key = `test-${randomBytes(4).toString("hex")} https://jobs.example.com/jobs`;
    const [one, other] = [await instance(), await instance()];
    let renders = 0;
    const render = async () => page(`render ${++renders}`);

    const first = await one.get(key, render);
    // The write to Redis is not awaited by the request that rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await other.get(key, render);
    expect(renders).toBe(1);
    expect(second?.body.toString()).toBe(first?.body.toString());
    expect(second?.cached?.tag).toBe(first?.cached?.tag);
    expect(other.counts).toMatchObject({ hits: 0, sharedHits: 1, misses: 0 });
    await other.get(key, render);
    expect(other.counts.hits).toBe(1);

    state.version = "8";
    const after = await other.get(key, render);
    expect(renders).toBe(2);
    expect(after?.body.toString()).toContain("render 2");
  });

  it("writes no more than its allowance", async () => {
    const client = await connectRedis(redisUrl as string, log);
    clients.push(client);
    const shared = createRedisPageStore(client, log, { bytes: 2_500, windowMs: 60_000 });
    const cached = (text: string) => ({
      version: "1.1",
      validUntil: Date.now() + 60_000,
      headers: {},
      bodies: { identity: Buffer.from(text.repeat(1_000)) },
      tag: text,
    });
    const keys = ["a", "b", "c"].map((name) => `test-${randomBytes(4).toString("hex")} ${name}`);
    for (const [index, key] of keys.entries()) shared.set(key, cached(String(index)), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const found = await Promise.all(keys.map((key) => shared.get(key)));
    expect(found.map((page) => page?.bodies.identity.length ?? 0)).toEqual([1_000, 1_000, 0]);
  });

  it("renders when Redis does not answer", async () => {
    const cache = await instance();
    clients.at(-1)?.disconnect();
    const answer = await cache.get(`test-${randomBytes(4).toString("hex")} /`, async () =>
      page("rendered here"),
    );
    expect(answer?.body.toString()).toContain("rendered here");
    expect(cache.counts.misses).toBe(1);
  });
});
