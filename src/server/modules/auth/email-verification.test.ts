import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // An SMTP_URL, so mail is queued for delivery (no worker runs: the outbox is read here).
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: "POST", url, payload, ...(token ? { token } : {}) });
const me = async (token: string) =>
  (await t.request({ method: "GET", url: "/api/auth/me", token })).json();

/** The newest confirmation mail to `to`, and its link's token. */
async function confirmationMail(to: string) {
  const mails = await t.services.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt));
  const token = /\/verify-email\?token=(\S+)$/m.exec(mails[0]?.text ?? "")?.[1] ?? "";
  return { mails, token };
}

async function signUp(locale = "en") {
  const email = `new-${crypto.randomUUID()}@example.com`;
  const response = await post("/api/auth/register", {
    name: "Nok",
    email,
    password: "jasmine-river-morning-31",
    locale,
  });
  expect(response.statusCode).toBe(201);
  return { email, token: response.json().token as string };
}

describe("confirming an e-mail address", () => {
  it("mails a link at sign-up, in her language; the link confirms once", async () => {
    const { email, token: session } = await signUp("th");
    expect((await me(session)).emailVerified).toBe(false);
    const { mails, token } = await confirmationMail(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("ยืนยันอีเมลของคุณ");
    expect(mails[0]!.text).toMatch(/\/th\/verify-email\?token=/);

    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(204);
    expect((await me(session)).emailVerified).toBe(true);
    const again = await post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("LINK_INVALID");
  });

  it("sends a new link on request, until the address is confirmed", async () => {
    const { email, token: session } = await signUp();
    const resent = await post("/api/auth/verify-email/resend", { locale: "ja" }, session);
    expect(resent.statusCode).toBe(202);
    const { mails, token } = await confirmationMail(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toMatch(/\/ja\/verify-email\?token=/);
    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(204);

    const done = await post("/api/auth/verify-email/resend", { locale: "en" }, session);
    expect(done.statusCode).toBe(409);
    expect((await post("/api/auth/verify-email/resend", { locale: "en" })).statusCode).toBe(401);
  });

  it("is not asked of accounts the operator makes", async () => {
    expect((await me(await t.signUp("admin"))).emailVerified).toBe(true);
  });
});
