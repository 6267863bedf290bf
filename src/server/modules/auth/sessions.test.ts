import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** Signs a new member in from `browsers`, one session each; answers her e-mail and tokens. */
async function memberSignedIn(...browsers: string[]) {
  const email = `member-${crypto.randomUUID()}@example.com`;
  await t.services.auth.ensureUser({ email, password: TEST_PASSWORD, role: "member" });
  const tokens: string[] = [];
  for (const browser of browsers) {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "user-agent": browser },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    tokens.push(response.json().token);
  }
  return tokens;
}

const me = (token: string) => t.request({ method: "GET", url: "/api/auth/me", token });
const sessionsOf = async (token: string) => {
  const response = await t.request({ method: "GET", url: "/api/auth/sessions", token });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json() as { id: string; userAgent: string; current: boolean }[];
};

describe("a member's sessions", () => {
  it("lists where she is signed in, this one marked, and ends another", async () => {
    const [phone, laptop] = await memberSignedIn("Phone browser", "Laptop browser");
    const listed = await sessionsOf(phone!);
    expect(listed.map((session) => [session.userAgent, session.current]).sort()).toEqual([
      ["Laptop browser", false],
      ["Phone browser", true],
    ]);
    const other = listed.find((session) => !session.current)!;
    const ended = await t.request({
      method: "DELETE",
      url: `/api/auth/sessions/${other.id}`,
      token: phone,
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(laptop!)).statusCode).toBe(401);
    expect((await me(phone!)).statusCode).toBe(200);
  });

  it("signs out everywhere: every session ends, this one too", async () => {
    const tokens = await memberSignedIn("One", "Two", "Three");
    const out = await t.request({
      method: "POST",
      url: "/api/auth/logout-everywhere",
      token: tokens[0],
    });
    expect(out.statusCode).toBe(204);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
  });

  it("are hers alone: another member or an admin cannot end one (not found)", async () => {
    const [hers] = await memberSignedIn("Hers");
    const [id] = (await sessionsOf(hers!)).map((session) => session.id);
    for (const token of [(await memberSignedIn("Other"))[0]!, await t.signUp("admin")]) {
      const refused = await t.request({ method: "DELETE", url: `/api/auth/sessions/${id}`, token });
      expect(refused.statusCode).toBe(404);
      expect(await sessionsOf(token)).not.toContainEqual(expect.objectContaining({ id }));
    }
    expect((await me(hers!)).statusCode).toBe(200);
  });

  it("change with a new password, given the current one: her other sessions end", async () => {
    const [here, there] = await memberSignedIn("Here", "There");
    const change = (payload: object) =>
      t.request({ method: "POST", url: "/api/auth/change-password", token: here, payload });
    const wrong = await change({
      currentPassword: "not-it",
      newPassword: "amber-monsoon-77-lantern",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("currentPassword");
    const weak = await change({ currentPassword: TEST_PASSWORD, newPassword: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty("newPassword");
    // Refused twice, nothing changed yet: both sessions live.
    expect((await me(there!)).statusCode).toBe(200);

    const done = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: "amber-monsoon-77-lantern",
    });
    expect(done.statusCode).toBe(204);
    expect((await me(here!)).statusCode).toBe(200);
    expect((await me(there!)).statusCode).toBe(401);
  });

  it("needs a signed-in user", async () => {
    for (const [method, url] of [
      ["POST", "/api/auth/change-password"],
      ["GET", "/api/auth/sessions"],
      ["POST", "/api/auth/logout-everywhere"],
      ["DELETE", `/api/auth/sessions/${crypto.randomUUID()}`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("ends after 14 days unused, and use keeps it going", async () => {
    const [idle, used] = await memberSignedIn("Idle", "Used");
    const setLastSeen = async (token: string, daysAgo: number) => {
      const session = (await sessionsOf(token)).find((item) => item.current)!;
      await t.services.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(sessions.id, session.id));
      return session.id;
    };
    await setLastSeen(idle!, 15);
    expect((await me(idle!)).statusCode).toBe(401);

    const id = await setLastSeen(used!, 13);
    expect((await me(used!)).statusCode).toBe(200);
    const [row] = await t.services.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});
