import { describe, expect, it } from "vitest";
import { builtSiteForTests } from "../testing/site-build.ts";

/**
 * A password travels in a request's body and nowhere else: the sign-in forms post it (see
 * sign-in-action.server.ts) as the API takes it, and no log line, address or answer repeats it.
 */
const PASSWORD = "amber-kettle-orchard-93";

const site = builtSiteForTests();
const { capture } = site;

const formPost = (url: string, fields: Record<string, string>) =>
  site.app.inject({
    method: "POST",
    url,
    headers: {
      host: "127.0.0.1",
      origin: "http://127.0.0.1",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe("sign-in form posts", () => {
  it("sign up, sign in and refuse through the page's form, never logging the password", async () => {
    const email = `form-${Date.now()}@example.com`;
    const signUp = await formPost("/register?redirectTo=/jobs", {
      name: "Dewi",
      email,
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers["cache-control"]).toBe("no-store");
    expect(signUp.body).toContain("Welcome, Dewi — your account is ready.");

    const wrong = await formPost("/login", { email, password: `${PASSWORD}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Login failed: E-mail or password is incorrect");
    expect(wrong.body).toContain(`value="${email}"`);

    const weak = await formPost("/register", {
      name: "Dewi",
      email: "b@example.com",
      password: "password1",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain("harder to guess");

    const api = await site.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
    });
    expect(api.statusCode).toBe(200);

    for (const answer of [signUp, wrong, weak, api]) expect(answer.body).not.toContain(PASSWORD);
    expect(capture.lines.length).toBeGreaterThan(0);
    for (const line of capture.lines) {
      const text = JSON.stringify(line);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain("password1");
    }
  });
});
