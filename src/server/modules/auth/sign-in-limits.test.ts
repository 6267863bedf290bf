import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryLimitStore } from "../../lib/limit-store.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  ACCOUNT_FAILURES,
  ACCOUNT_MAILS,
  ACCOUNT_WINDOW_MS,
  createSignInLimits,
} from "./sign-in-limits.ts";

/**
 * Sign-in is limited per account (failures from any address) and per address (an IPv6 address
 * by its /64), through the HTTP API and on the auth service the site's forms call.
 */

const PASSWORD = "quiet-lantern-harbour-42";
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: "3" });
});
afterAll(() => t.close());

async function newAccount(): Promise<string> {
  const email = `limits-${++counter}@example.com`;
  await t.services.auth.ensureUser({ email, password: PASSWORD, role: "member" });
  return email;
}

const login = (email: string, password: string, remoteAddress: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email, password },
  });

function expectLimited(response: LightMyRequestResponse, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({
    code: "RATE_LIMITED",
    message: expect.stringMatching(/; try again in \d+ s$/),
  });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** Guesses at the account from a new address each time, as a botnet would. */
async function guessFromManyAddresses(email: string, guesses: number, network: number) {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i++) {
    statuses.push((await login(email, `guess-${i}`, `10.${network}.${i}.1`)).statusCode);
  }
  return statuses;
}

describe("per account", () => {
  it(`refuses the account after ${ACCOUNT_FAILURES} failures from as many addresses`, async () => {
    const email = await newAccount();
    const statuses = await guessFromManyAddresses(email, ACCOUNT_FAILURES + 2, 1);
    expect(statuses).toEqual([...Array(ACCOUNT_FAILURES).fill(401), 429, 429]);
    // The right password from yet another address is refused too, so the limit confirms nothing.
    const right = await login(email, PASSWORD, "10.1.200.1");
    expectLimited(right, ACCOUNT_WINDOW_MS / 1000);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(60);
    expect(right.json().error.message).toMatch(/^Too many failed sign-ins to this account/);
  });

  it("counts an unknown e-mail like a known one, so a 429 does not reveal an account", async () => {
    const statuses = await guessFromManyAddresses(
      "nobody-here@example.com",
      ACCOUNT_FAILURES + 1,
      2,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it("does not stop another account signing in, from anywhere", async () => {
    const attacked = await newAccount();
    const other = await newAccount();
    await guessFromManyAddresses(attacked, ACCOUNT_FAILURES, 3);
    expectLimited(await login(attacked, PASSWORD, "10.3.200.1"), ACCOUNT_WINDOW_MS / 1000);
    // The attacker's own last address is fine for other accounts (two of its three tries left)...
    expect((await login(other, PASSWORD, `10.3.${ACCOUNT_FAILURES - 1}.1`)).statusCode).toBe(200);
    // ...and so is everybody else's.
    expect((await login(other, PASSWORD, "192.0.2.77")).statusCode).toBe(200);
  });

  it("lets the owner in from an address they signed in from before, and only there", async () => {
    const email = await newAccount();
    expect((await login(email, PASSWORD, "2001:db8:aa:1::5")).statusCode).toBe(200);
    await guessFromManyAddresses(email, ACCOUNT_FAILURES, 4);
    // Same /64, another interface identifier (privacy addresses change): still the owner's.
    expect((await login(email, PASSWORD, "2001:db8:aa:1::9")).statusCode).toBe(200);
    expectLimited(await login(email, PASSWORD, "2001:db8:aa:2::5"), ACCOUNT_WINDOW_MS / 1000);
  });

  it("applies to the auth service itself, as the site's sign-in form calls it", async () => {
    const email = await newAccount();
    await guessFromManyAddresses(email, ACCOUNT_FAILURES, 5);
    const attempt = t.services.auth.login({ email, password: PASSWORD }, { address: "10.5.99.1" });
    await expect(attempt).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED" });
  });
});

describe("per address", () => {
  const unknown = () => `nobody-${++counter}@example.com`;

  it("counts IPv6 addresses of one /64 together, and another /64 apart", async () => {
    const statuses: number[] = [];
    for (const host of ["::1", "::2", "::abcd", "::ffff:1"]) {
      statuses.push((await login(unknown(), PASSWORD, `2001:db8:1:2${host}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(unknown(), PASSWORD, "2001:db8:1:3::1")).statusCode).toBe(401);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    for (let i = 0; i < 3; i++) await login(unknown(), PASSWORD, "203.0.113.40");
    expectLimited(await login(unknown(), PASSWORD, "::ffff:203.0.113.40"), 60);
  });

  it("groups IPv6 by /64 for the newsletter and contact limits too", async () => {
    const subscribe = (remoteAddress: string) =>
      t.request({
        method: "POST",
        url: "/api/newsletter",
        remoteAddress,
        payload: { email: unknown() },
      });
    const statuses: number[] = [];
    for (const host of ["::1", "::2", "::3", "::4"]) {
      statuses.push((await subscribe(`2001:db8:9:9${host}`)).statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status < 300)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect((await subscribe("2001:db8:9:a::1")).statusCode).toBeLessThan(300);
  });
});

describe("the counters", () => {
  it("forget an account's failures when its window ends, so the owner gets back in", async () => {
    let now = 0;
    const store = createMemoryLimitStore({ now: () => now });
    const limits = createSignInLimits({ perAddress: 1000, store, now: () => now });
    for (let i = 0; i < ACCOUNT_FAILURES; i++) {
      await limits.afterSignIn("a@example.com", "10.0.0.1", false);
    }
    await expect(limits.beforeSignIn("a@example.com", "10.0.0.2")).rejects.toThrow(
      /try again in 900 s/,
    );
    now += ACCOUNT_WINDOW_MS;
    await expect(limits.beforeSignIn("a@example.com", "10.0.0.2")).resolves.toBeUndefined();
  });

  it("allow three account e-mails to an address a quarter of an hour, from anywhere", async () => {
    let now = 0;
    const store = createMemoryLimitStore({ now: () => now });
    const limits = createSignInLimits({ perAddress: 1000, store, now: () => now });
    for (let i = 0; i < ACCOUNT_MAILS; i++) {
      await limits.beforeAccountMail("Inbox@example.com", `10.0.0.${i}`);
    }
    await expect(limits.beforeAccountMail("inbox@example.com", "10.0.1.1")).rejects.toThrow(
      /Too many e-mails/,
    );
    now += ACCOUNT_WINDOW_MS;
    await expect(
      limits.beforeAccountMail("inbox@example.com", "10.0.1.1"),
    ).resolves.toBeUndefined();
  });

  it("hold at most maxEntries keys each, whatever is sent", async () => {
    const store = createMemoryLimitStore({ maxEntries: 50 });
    const limits = createSignInLimits({ perAddress: 1000, store });
    for (let i = 0; i < 500; i++) {
      const address = `2001:db8:${i.toString(16)}::1`;
      await limits.beforeSignIn(`spray-${i}@example.com`, address);
      await limits.afterSignIn(`spray-${i}@example.com`, address, i % 2 === 0);
      await limits.beforeSignUp(address);
      await limits.beforeAccountMail(`spray-${i}@example.com`, address);
    }
    expect(store.sizes()).toEqual({
      "sign-ins": 50,
      "sign-in-failures": 50,
      "sign-in-addresses": 50,
      "sign-ups": 50,
      "account-mails": 50,
      "account-mails-to": 50,
    });
  });
});
