import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, outbox } from "../../db/schema/index.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // An SMTP_URL, so mail is queued for delivery (no worker runs: the outbox is read here).
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
});
afterAll(() => t.close());

const NEW_PASSWORD = "amber-monsoon-lantern-77";

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: "POST", url, payload, ...(token ? { token } : {}) });

async function member() {
  const email = `reader-${crypto.randomUUID()}@example.com`;
  await t.services.auth.ensureUser({ email, password: TEST_PASSWORD, role: "member" });
  const login = await post("/api/auth/login", { email, password: TEST_PASSWORD });
  return { email, token: login.json().token as string };
}

/** The newest mail to `to`, and the reset link's token in it. */
async function resetMail(to: string) {
  const [mail] = await t.services.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = /^(https?:\/\/\S+\/reset-password\?token=(\S+))$/m.exec(mail?.text ?? "");
  return { mail, link: link?.[1], token: link?.[2] ?? "" };
}

describe("forgotten password", () => {
  it("mails a link in the language asked from, and says the same for an unknown address", async () => {
    const { email } = await member();
    const asked = await post("/api/auth/forgot-password", { email, locale: "id" });
    expect(asked.statusCode).toBe(202);
    const { mail, link } = await resetMail(email);
    expect(mail?.subject).toBe("Buat kata sandi baru");
    expect(link).toMatch(/\/id\/reset-password\?token=/);
    expect(mail?.html).toContain(`<a href="${link}">`);
    expect(mail?.html).toContain('<html lang="id">');

    const nobody = await post("/api/auth/forgot-password", {
      email: "nobody@example.com",
      locale: "en",
    });
    expect(nobody.statusCode).toBe(202);
    expect(nobody.json()).toEqual(asked.json());
    expect((await resetMail("nobody@example.com")).mail).toBeUndefined();
  });

  it("sets the new password once, ending every session", async () => {
    const { email, token: session } = await member();
    await post("/api/auth/forgot-password", { email, locale: "en" });
    const { token } = await resetMail(email);

    const weak = await post("/api/auth/reset-password", { token, password: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty("password");

    // The weak try used nothing up.
    const reset = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);
    expect(
      (await t.request({ method: "GET", url: "/api/auth/me", token: session })).statusCode,
    ).toBe(401);
    expect((await post("/api/auth/login", { email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await post("/api/auth/login", { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await post("/api/auth/reset-password", { token, password: `${NEW_PASSWORD}x` });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("LINK_INVALID");
  });

  it("refuses a link past its hour, and one never issued", async () => {
    const { email } = await member();
    await post("/api/auth/forgot-password", { email, locale: "en" });
    const { token } = await resetMail(email);
    await t.services.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const tried of [token, "made-up-token-0123456789"]) {
      const refused = await post("/api/auth/reset-password", {
        token: tried,
        password: NEW_PASSWORD,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("LINK_INVALID");
    }
  });

  it("sends at most three links to an address a quarter of an hour, account or not", async () => {
    for (const email of ["limited@example.com", (await member()).email]) {
      for (let i = 0; i < 3; i++) {
        expect((await post("/api/auth/forgot-password", { email, locale: "en" })).statusCode).toBe(
          202,
        );
      }
      const fourth = await post("/api/auth/forgot-password", { email, locale: "en" });
      expect(fourth.statusCode).toBe(429);
    }
  });
});
