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

describe("changing the e-mail address", () => {
  const PASSWORD = "jasmine-river-morning-31";

  it("needs her password, mails the new address, and tells the old one once it is used", async () => {
    const { email, token: session } = await signUp("ja");
    const newEmail = `moved-${crypto.randomUUID()}@example.com`;
    const change = (payload: object) => post("/api/auth/change-email", payload, session);

    const wrong = await change({ newEmail, password: "not-hers" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: "WRONG_PASSWORD" });
    const { email: takenEmail } = await signUp();
    const taken = await change({ newEmail: takenEmail.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty("newEmail");

    expect((await change({ newEmail, password: PASSWORD })).statusCode).toBe(202);
    // Until the link is used, the account keeps its address.
    expect((await me(session)).email).toBe(email);
    const { mails, token } = await confirmationMail(newEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/ja\/verify-email\?token=/);

    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(204);
    expect(await me(session)).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = await confirmationMail(email);
    expect(notice.mails[0]!.text).toContain(newEmail);
    expect(notice.mails[0]!.text).toMatch(/\/ja\/contact$/m);
    // Signing in uses the new address.
    const login = await post("/api/auth/login", { email: newEmail, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a link whose address another account took meanwhile", async () => {
    const { token: session } = await signUp();
    const newEmail = `contested-${crypto.randomUUID()}@example.com`;
    await post("/api/auth/change-email", { newEmail, password: PASSWORD }, session);
    const { token } = await confirmationMail(newEmail);
    await post("/api/auth/register", { name: "Other", email: newEmail, password: PASSWORD });
    const used = await post("/api/auth/verify-email", { token });
    expect(used.statusCode).toBe(409);
    // Refused whole: the link still works should the other account go.
    expect((await post("/api/auth/verify-email", { token: "x".repeat(43) })).statusCode).toBe(400);
  });
});
