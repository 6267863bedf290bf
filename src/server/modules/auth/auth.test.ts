import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let counter = 0;

/** A fresh address per call, so tests never collide on the unique e-mail. */
const newEmail = () => `person-${Date.now().toString(36)}-${++counter}@example.com`;

const register = (payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/register", payload });
const login = (payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/login", payload });
const me = (token?: string) => t.request({ method: "GET", url: "/api/auth/me", token });

/** The API's error shape, and nothing else: no stack, no extra keys. */
function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toMatchObject({ code, message: expect.any(String) });
  expect(Object.keys(body.error).every((key) => ["code", "message", "fields"].includes(key))).toBe(
    true,
  );
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("register", () => {
  it("creates a member and answers 201 with a working token", async () => {
    const email = newEmail();
    const response = await register({ name: "Aisha Tan", email, password: "correct horse" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: {
        id: expect.any(String),
        email,
        displayName: "Aisha Tan",
        role: "member",
        // Until she opens the link mailed to her.
        emailVerified: false,
        locale: "en",
        memberships: [],
      },
    });
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    const self = await me(body.token);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toEqual(body.user);
  });

  it("never lets a caller choose the admin role", async () => {
    const response = await register({
      name: "Sneaky",
      email: newEmail(),
      password: TEST_PASSWORD,
      role: "admin",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe("member");
  });

  it("refuses a second account for the same e-mail in another case with 409", async () => {
    const email = newEmail();
    expect((await register({ name: "First", email, password: TEST_PASSWORD })).statusCode).toBe(
      201,
    );
    const again = await register({
      name: "Second",
      email: email.toUpperCase(),
      password: "amber-kettle-sunrise-19",
    });
    const error = expectError(again, 409, "EMAIL_TAKEN");
    expect(error.fields).toEqual({ email: expect.any(String) });
    const [row] = await t.services.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    expect(row?.total).toBe(1);
  });

  it.each([
    [
      "a short password",
      { name: "Kim", email: "kim@example.com", password: "short7!" },
      "password",
    ],
    ["a bad e-mail", { name: "Kim", email: "not-an-email", password: TEST_PASSWORD }, "email"],
    ["a missing name", { email: "kim@example.com", password: TEST_PASSWORD }, "name"],
    ["a blank name", { name: "   ", email: "kim@example.com", password: TEST_PASSWORD }, "name"],
  ])("refuses %s with 400 naming the field", async (_label, payload, field) => {
    const error = expectError(await register(payload), 400, "VALIDATION_FAILED");
    expect(error.fields).toHaveProperty(field);
    expect(error.fields?.[field]).toEqual(expect.any(String));
  });
});

describe("login", () => {
  const password = TEST_PASSWORD;
  let email: string;
  let userId: string;

  beforeAll(async () => {
    email = newEmail();
    const response = await register({ name: "Mei Lin", email, password });
    userId = response.json().user.id;
  });

  it("answers 200 with a token and the user, whatever the e-mail's case", async () => {
    const response = await login({ email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.any(String),
      user: {
        id: userId,
        email,
        displayName: "Mei Lin",
        role: "member",
        emailVerified: false,
        locale: "en",
        memberships: [],
      },
    });
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await login({ email, password: "password124" });
    const unknownEmail = await login({ email: newEmail(), password });
    expectError(wrongPassword, 401, "INVALID_CREDENTIALS");
    expectError(unknownEmail, 401, "INVALID_CREDENTIALS");
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });
});

describe("me and logout", () => {
  it("describes the signed-in user", async () => {
    const token = await t.signUp("admin");
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      "displayName",
      "email",
      "emailVerified",
      "id",
      "locale",
      "memberships",
      "role",
    ]);
    expect(body).toMatchObject({ role: "admin", displayName: "Test admin" });
  });

  it.each([
    ["no token", {}],
    ["a garbage bearer token", { authorization: "Bearer this-is-not-a-real-token" }],
    ["a malformed header", { authorization: "Basic dXNlcjpwYXNz" }],
  ])("answers 401 with %s", async (_label, headers) => {
    const response = await t.request({ method: "GET", url: "/api/auth/me", headers });
    expectError(response, 401, "UNAUTHENTICATED");
  });

  it("kills the token on logout, for /me and for admin endpoints", async () => {
    const token = await t.signUp("admin");
    expect((await t.request({ method: "GET", url: "/api/jobs", token })).statusCode).toBe(200);
    const other = await t.signUp("admin");

    const logout = await t.request({ method: "POST", url: "/api/auth/logout", token });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe("");

    expectError(await me(token), 401, "UNAUTHENTICATED");
    expectError(
      await t.request({ method: "GET", url: "/api/jobs", token }),
      401,
      "UNAUTHENTICATED",
    );
    // Only that session ends: another session stays signed in.
    expect((await me(other)).statusCode).toBe(200);
  });

  it("answers 204 to a logout without a token", async () => {
    const response = await t.request({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(204);
  });
});

describe("password storage", () => {
  it("stores an scrypt hash, never the password", async () => {
    const email = newEmail();
    const password = "plain text secret";
    expect((await register({ name: "Hashed", email, password })).statusCode).toBe(201);
    const [row] = await t.services.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.passwordHash).toBeDefined();
    expect(row?.passwordHash).not.toBe(password);
    expect(row?.passwordHash).not.toContain(password);
    expect(row?.passwordHash.startsWith("scrypt$")).toBe(true);
  });
});

describe("rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => limited.close());

  const attempt = (url: string, remoteAddress: string, payload: Record<string, unknown>) =>
    limited.request({ method: "POST", url, remoteAddress, payload });

  it("answers the 4th login from one address within a minute with 429 and Retry-After", async () => {
    const payload = { email: "nobody@example.com", password: TEST_PASSWORD };
    for (let i = 0; i < 3; i++) {
      const response = await attempt("/api/auth/login", "203.0.113.7", payload);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt("/api/auth/login", "203.0.113.7", payload);
    expectError(blocked, 429, "RATE_LIMITED");
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await attempt("/api/auth/login", "203.0.113.8", payload)).statusCode).toBe(401);
  });

  it("limits register too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const payload = { name: "Rate", email: `rate-${i}@example.com`, password: TEST_PASSWORD };
      statuses.push((await attempt("/api/auth/register", "198.51.100.9", payload)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const blocked = await attempt("/api/auth/register", "198.51.100.9", {
      name: "Rate",
      email: "rate-late@example.com",
      password: TEST_PASSWORD,
    });
    expectError(blocked, 429, "RATE_LIMITED");
    expect(blocked.headers["retry-after"]).toBeDefined();
  });
});
