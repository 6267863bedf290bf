import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Password guessing with the production limit (10 tries a minute per address): the 11th and
 * later tries are answered 429 without the password being checked at all, a right password
 * included, so a lock-out never confirms a guess.
 */

const ATTACKER = "203.0.113.66";
/** Where the account's owner has signed in before: the account limit does not apply there. */
const OWNER = "198.51.100.23";
const EMAIL = "victim@example.com";
const PASSWORD = "the-right-password";

let t: TestApp;
/** How many times a password was actually checked (each check reports its outcome once). */
let checks = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: "10" });
  await t.services.auth.ensureUser({ email: EMAIL, password: PASSWORD, role: "member", name: "V" });
  // A counting wrapper, not a mock: the real limits still count every outcome.
  const limits = t.services.auth.limits;
  const afterSignIn = limits.afterSignIn.bind(limits);
  limits.afterSignIn = (...args) => {
    checks++;
    return afterSignIn(...args);
  };
  expect((await login(PASSWORD, OWNER)).statusCode).toBe(200);
  checks = 0;
});
afterAll(() => t.close());

const login = (password: string, remoteAddress: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email: EMAIL, password },
  });

function expectRateLimited(response: LightMyRequestResponse, maxSeconds = 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: "RATE_LIMITED", message: expect.stringMatching(/try again in \d+ s/) },
  });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  // Nothing in a refusal may tell a right password from a wrong one.
  expect(response.body).not.toMatch(/token|user/i);
}

describe("brute force of the login", () => {
  it("checks at most 10 of 50 wrong passwords from one address, refusing the rest with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await login(`guess-${i}`, ATTACKER);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectRateLimited(response);
      else expect(response.json().error.code).toBe("INVALID_CREDENTIALS");
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // The first ten are checked, then none: the limit holds from the 11th on.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(checks).toBe(10);
  });

  it("refuses the right password during the lock-out with the same 429 as a wrong one", async () => {
    const before = checks;
    const right = await login(PASSWORD, ATTACKER);
    const wrong = await login("still-wrong", ATTACKER);
    expectRateLimited(right);
    expectRateLimited(wrong);
    expect(right.json()).toEqual(wrong.json());
    expect(Object.keys(right.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    expect(checks).toBe(before);
  });

  it("leaves the owner, at an address they signed in from before, able to sign in", async () => {
    // Ten wrong passwords have also reached the account's own limit: a new address is refused.
    expectRateLimited(await login(PASSWORD, "192.0.2.200"), 15 * 60);
    const response = await login(PASSWORD, OWNER);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it("limits sign-up from the locked address separately, to the same 10 a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.request({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ATTACKER,
        payload: {
          name: "Bot",
          email: `bot-${i}@example.com`,
          password: "quiet-lantern-harbour-42",
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
