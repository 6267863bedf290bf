import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = "http://localhost";
const cookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.startsWith("session="));

async function signIn(): Promise<{ token: string; cookie: string }> {
  const email = `cookie-${Math.random().toString(36).slice(2)}@example.com`;
  await t.services.auth.ensureUser({ email, password: TEST_PASSWORD, role: "member" });
  const response = await t.request({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const line = cookieOf(response.headers["set-cookie"]);
  expect(line).toMatch(/^session=[\w-]{20,}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
  return { token: response.json().token, cookie: line!.split(";", 1)[0]! };
}

describe("the session cookie", () => {
  it("is the same session as the token: it signs in, and signing out ends both", async () => {
    const { token, cookie } = await signIn();
    expect(cookie).toBe(`session=${token}`);
    const me = await t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");

    const out = await t.request({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out.headers["set-cookie"])).toMatch(
      /^session=; Max-Age=0;.*Expires=Thu, 01 Jan 1970/,
    );
    const after = await t.request({ method: "GET", url: "/api/auth/me", token });
    expect(after.statusCode).toBe(401);
  });

  it("is given to a session begun before it existed, when the page's script asks who is signed in", async () => {
    const { token } = await signIn();
    const me = await t.request({ method: "GET", url: "/api/auth/me", token });
    expect(cookieOf(me.headers["set-cookie"])).toMatch(new RegExp(`^session=${token};`));
    const again = await t.request({
      method: "GET",
      url: "/api/auth/me",
      token,
      headers: { cookie: `session=${token}` },
    });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("changes nothing unless the site's own page sent the request", async () => {
    const { cookie } = await signIn();
    const jobs = await t.services.db.execute<{ id: string }>("select id from jobs limit 1");
    const url = `/api/saved-jobs/${jobs.rows[0]?.id ?? "00000000-0000-4000-8000-000000000000"}`;
    for (const headers of [{ cookie }, { cookie, origin: "https://elsewhere.example" }]) {
      const response = await t.request({ method: "PUT", url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
    const own = await t.request({ method: "DELETE", url, headers: { cookie, origin: ORIGIN } });
    expect(own.statusCode).toBe(204);
  });
});

type Operation = { security?: unknown[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * The anonymous column of the role matrix, for every endpoint that needs a signed-in caller,
 * found in the API document: a new endpoint is covered without touching this test. A session
 * cookie sent without the site's Origin counts for nothing on a change.
 */
describe("every endpoint that needs a signed-in caller", async () => {
  const probe = await createTestApp();
  const document = (await probe.app.inject({ url: "/api/openapi.json" })).json<OpenApi>();
  await probe.close();
  const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => method !== "head" && (operation.security?.length ?? 0) > 0)
      .map(([method]) => ({
        method: method.toUpperCase() as "GET",
        path,
        url: path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000"),
      })),
  );

  it("is found", () => {
    expect(rows.map((row) => `${row.method} ${row.path}`)).toContain("PUT /api/saved-jobs/{jobId}");
  });

  it.each(rows)("$method $path refuses the anonymous, and a cookie from elsewhere", async (row) => {
    const body = row.method === "GET" ? {} : { payload: {} };
    const anonymous = await t.request({ method: row.method, url: row.url, ...body });
    expect(anonymous.statusCode).toBe(401);
    if (row.method === "GET") return;
    const { cookie } = await signIn();
    const crossSite = await t.request({
      method: row.method,
      url: row.url,
      ...body,
      headers: { cookie },
    });
    expect(crossSite.statusCode).toBe(401);
  });
});
