import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";
import { CHECKED_LENGTH, passwordWeakness } from "./password-strength.ts";

/**
 * Easily guessed passwords are refused wherever a password is set, with zxcvbn's advice on the
 * `password` field; the check sees a bounded prefix, so a long password cannot stall the server.
 */

let t: TestApp;
let counter = 0;
const newEmail = () => `strength-${Date.now().toString(36)}-${++counter}@example.com`;
const register = (payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/register", payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountsWith(email: string) {
  const [row] = await t.services.db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.total;
}

describe("sign-up", () => {
  it.each([
    ["a breached favourite", "password123", "This is a commonly used password."],
    ["a keyboard row", "qwertyuiop", "This is a frequently used password."],
    ["a l33t variant", "P@ssw0rd!", "This is similar to a commonly used password."],
    ["a repeat", "aaaaaaaaaaaa", 'Repeated characters like "aaa" are easy to guess.'],
    ["a sequence", "abcdefgh123", 'Common character sequences like "abc" are easy to guess.'],
  ])("refuses %s with advice on the password field", async (_label, password, warning) => {
    const email = newEmail();
    const response = await register({ name: "Weak", email, password });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields)).toEqual(["password"]);
    // zxcvbn's warning first, then what to do instead.
    expect(error.fields.password.slice(0, warning.length)).toBe(warning);
    expect(error.fields.password).toContain("Add more words that are less common.");
    expect(error.message).toContain(error.fields.password);
    expect(await accountsWith(email)).toBe(0);
  });

  it("refuses a password made of the person's own e-mail or name", async () => {
    const response = await register({
      name: "Siti Rahma",
      email: "siti.rahma@example.com",
      password: "siti.rahma@example.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toMatch(/personal .* data/);
  });

  it("accepts a passphrase, and the account then signs in", async () => {
    const email = newEmail();
    const password = "violet-ferry-morning-tide";
    expect((await register({ name: "Strong", email, password })).statusCode).toBe(201);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("passwords set outside sign-up (start-up's ADMIN_PASSWORD, npm run admin)", () => {
  it("refuses a weak one and keeps the account's old password", async () => {
    const email = newEmail();
    const auth = t.services.auth;
    await auth.ensureUser({ email, password: TEST_PASSWORD, role: "admin" });
    const refused = await auth
      .ensureUser({ email, password: "admin1234", role: "admin" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, fields: { password: expect.any(String) } });
    const client = { address: "192.0.2.10" };
    await expect(auth.login({ email, password: TEST_PASSWORD }, client)).resolves.toHaveProperty(
      "token",
    );
  });
});

describe("bounded work", () => {
  it(`judges the first ${CHECKED_LENGTH} characters only`, async () => {
    const strongTail = "Xk9#mQ2$vL7!pR4@wN8%";
    expect(await passwordWeakness(strongTail)).toBeNull();
    // Seen whole, the strong tail would pass; the part checked is a repeat, so it is refused.
    expect(await passwordWeakness("a".repeat(CHECKED_LENGTH) + strongTail)).toMatch(/Repeated/);
  });

  it("checks a 200-character worst case in well under a second", async () => {
    // Symbols that each stand for letters (l33t) multiply zxcvbn's variants: with its defaults
    // this took 1.4 s of blocked event loop on the development machine; bounded, 50 ms.
    const worst = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 90)));
    await passwordWeakness("warm-up the dictionaries");
    let fastest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await passwordWeakness(worst.join(""));
      fastest = Math.min(fastest, performance.now() - started);
    }
    expect(fastest).toBeLessThan(400);
  });
});
