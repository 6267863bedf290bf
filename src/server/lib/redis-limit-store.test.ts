import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSecrets } from "../db/schema/index.ts";
import { captureLog } from "../testing/log-capture.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createLogger } from "./logger.ts";
import { connectRedis, type Redis } from "./redis.ts";
import { createRedisLimitStore } from "./redis-limit-store.ts";

/**
 * Limits shared by instances through Redis: against the machine's Redis (TEST_REDIS_URL, which
 * .ci/run sets when one answers on 127.0.0.1:6379), skipped with a message where none runs.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.warn(
    "Redis limit tests skipped: no Redis. Set TEST_REDIS_URL=redis://127.0.0.1:6379/15 to run them.",
  );
}

const log = createLogger("silent", false);
const secret = async () => Buffer.from("a key of the site's, the same for every instance");
const unique = () => randomBytes(4).toString("hex");
/** An address of this test's own, so parallel files never share a count. */
const someAddress = () => `10.${[...randomBytes(3)].join(".")}`;

describe.skipIf(!redisUrl)("limits in Redis", () => {
  const clients: Redis[] = [];
  const connect = async () => {
    const client = await connectRedis(redisUrl as string, log);
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of clients) client.disconnect();
  });

  it("count one window across instances, under keys that hide who is counted", async () => {
    const prefix = `test-${unique()}`;
    const one = createRedisLimitStore(await connect(), log, { secret, prefix });
    const other = createRedisLimitStore(await connect(), log, { secret, prefix });
    const email = `shared-${unique()}@example.com`;

    expect((await one.add("mails", email, 60_000)).count).toBe(1);
    const second = await other.add("mails", email, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetAt - Date.now()).toBeGreaterThan(55_000);
    expect(second.resetAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await one.current("mails", email))?.count).toBe(2);
    expect(await one.current("mails", `nobody-${unique()}@example.com`)).toBeUndefined();

    await one.remember("addresses", email, "203.0.113.9", 2);
    expect(await other.remembers("addresses", email, "203.0.113.9")).toBe(true);
    await other.remember("addresses", email, "203.0.113.10", 2);
    await other.remember("addresses", email, "203.0.113.11", 2);
    // Two kept, the oldest gone.
    expect(await one.remembers("addresses", email, "203.0.113.9")).toBe(false);

    const keys = await clients[0]?.keys(`${prefix}:*`);
    expect(keys).toHaveLength(2);
    for (const key of keys ?? []) expect(key).not.toMatch(/@|example|203\.0/);
    const [list] = (keys ?? []).filter((key) => key.startsWith(`${prefix}:addresses:`));
    expect((await clients[0]?.lrange(list as string, 0, -1))?.join()).not.toMatch(/203\.0/);
  });

  it("never writes REDIS_URL's password, in the log or in the start-up error", async () => {
    const capture = captureLog();
    const url = new URL(redisUrl as string);
    url.username = "nobody";
    url.password = "a-secret-never-logged";
    const failure = await connectRedis(url.href, capture.log).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^Redis at REDIS_URL did not answer: \S/);
    const written = JSON.stringify(capture.lines) + (failure as Error).message;
    expect(written).not.toContain("a-secret-never-logged");
  });

  it("count in the instance when Redis fails, rather than failing or letting all through", async () => {
    const client = await connect();
    const store = createRedisLimitStore(client, log, { secret, prefix: `test-${unique()}` });
    client.disconnect();
    expect((await store.add("uploads", "her", 60_000)).count).toBe(1);
    expect((await store.add("uploads", "her", 60_000)).count).toBe(2);
    expect(await store.remembers("addresses", "her", "x")).toBe(false);
  });
});

describe.skipIf(!redisUrl)("two instances on one Redis", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MAX: "3" };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
    // Each test app has a database of its own; instances share theirs, and with it the key of
    // the limits' digests.
    const key = randomBytes(32).toString("base64url");
    for (const instance of [first, second]) {
      await instance.services.db.insert(siteSecrets).values({ name: "limit-keys", value: key });
    }
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  /** The same request from one new address, to each instance in turn: their statuses. */
  async function statusesInTurn(instances: TestApp[], url: string, payload: () => object) {
    const remoteAddress = someAddress();
    const statuses: number[] = [];
    for (const instance of instances) {
      const response = await instance.request({
        method: "POST",
        url,
        remoteAddress,
        payload: payload(),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it("limit sign-ins from one address across both", async () => {
    const statuses = await statusesInTurn(
      [first, second, first, second],
      "/api/auth/login",
      () => ({
        email: `nobody-${unique()}@example.com`,
        password: "not-this-one",
      }),
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limit a route's requests (the newsletter) across both", async () => {
    const statuses = await statusesInTurn(
      [second, first, second, first],
      "/api/newsletter",
      () => ({
        email: `reader-${unique()}@example.com`,
      }),
    );
    expect(statuses.slice(0, 3).every((status) => status < 300)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
