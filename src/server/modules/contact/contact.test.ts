import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, outbox } from "../../db/schema/index.ts";
import { startTestSmtpServer } from "../../testing/smtp-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Siti Rahman",
  email: "siti@example.com",
  subject: "Hiring partnership",
  message: "We would like to list our graduate roles.",
  ...overrides,
});

/** The port `server` listens on, once it does (it was asked for any free one). */
async function listeningPort(server: Server): Promise<number> {
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** An app that mails its contact messages through the SMTP server at `url`, with its worker. */
const appMailingTo = (url: string) =>
  createTestApp({
    SMTP_URL: url,
    CONTACT_TO: "team@example.com",
    WORKER: "on",
  });

/** The outbox once every row satisfies `done` (the worker delivers within seconds). */
async function outboxWhen(t: TestApp, done: (row: typeof outbox.$inferSelect) => boolean) {
  let rows: (typeof outbox.$inferSelect)[] = [];
  await expect
    .poll(
      async () => {
        rows = await t.services.db.select().from(outbox);
        return rows.length > 0 && rows.every(done);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return rows;
}

const post = (app: TestApp, url: string, payload: object) =>
  app.request({ method: "POST", url, payload });

describe("contact and newsletter without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores a contact message", async () => {
    const response = await post(t, "/api/contact", message());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const rows = await t.services.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${response.json().id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message(), handledAt: null });
    // No CONTACT_TO here: only the sender's acknowledgement is queued, repeating nothing she typed.
    const queued = await t.services.db.select().from(outbox);
    expect(queued).toHaveLength(1);
    // Kept, marked failed for want of SMTP, to be sent again once it is set.
    expect(queued[0]).toMatchObject({
      to: "siti@example.com",
      subject: "We have your message",
      error: "SMTP_URL is not set",
      failedAt: expect.any(Date),
    });
    expect(queued[0]!.text).toContain("/jobs\n");
    expect(queued[0]!.text).not.toContain(message().subject);
    expect(queued[0]!.text).not.toContain(message().message);
  });

  it("acknowledges in the language of the page she wrote from, linking to its jobs", async () => {
    const response = await post(
      t,
      "/api/contact",
      message({ email: "aiko@example.com", locale: "ja" }),
    );
    expect(response.statusCode).toBe(201);
    const [ack] = await t.services.db
      .select()
      .from(outbox)
      .where(sql`${outbox.to} = 'aiko@example.com'`);
    expect(ack?.subject).toMatch(
      /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。]+$/u,
    );
    expect(ack?.text).toMatch(/^https?:\/\/[^/\s]+\/ja\/jobs$/m);
    expect(ack?.text).not.toContain("Thank you");

    const unknown = await post(t, "/api/contact", message({ locale: "fr" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty("locale");
  });

  it("names every missing field", async () => {
    const response = await post(t, "/api/contact", {});
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields).sort()).toEqual(["email", "message", "name", "subject"]);
    const blank = await post(t, "/api/contact", message({ name: "  ", message: "" }));
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(["message", "name"]);
  });

  it("subscribes an address once, whatever its case", async () => {
    const first = await post(t, "/api/newsletter", { email: "Reader@Example.com" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true });
    // A trailing space, as phone keyboards leave one, is trimmed rather than refused.
    const again = await post(t, "/api/newsletter", { email: "reader@example.com " });
    expect(again.statusCode).toBe(201);
    const rows = await t.services.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'reader@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe("Reader@Example.com");
  });

  it.each([
    ["a malformed address", { email: "not-an-email" }],
    ["no address", {}],
  ])("refuses %s", async (_label, payload) => {
    const response = await post(t, "/api/newsletter", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("email");
    const bad = await post(t, "/api/contact", message({ email: "siti@" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("email");
  });
});

describe("contact notification through SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await appMailingTo(smtp.url);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const received = () => smtp.received;

  it("mails the team and marks the outbox row sent", async () => {
    const text = "Could we talk about sponsoring the mentoring week?";
    const response = await post(t, "/api/contact", message({ message: text }));
    expect(response.statusCode).toBe(201);
    const rows = await outboxWhen(t, (row) => row.sentAt !== null);
    expect(
      received()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([["siti@example.com"], ["team@example.com"]]);
    const mail = received().find((item) => item.to[0] === "team@example.com")!;
    expect(mail.data).toMatch(/^Subject: Contact form: Hiring partnership\r?$/m);
    expect(mail.data).toMatch(/^Reply-To: siti@example\.com\r?$/m);
    expect(mail.data).toContain(text);
    // The Message-ID names the outbox row: a delivery repeated after a crash is the same message.
    expect(mail.data).toMatch(
      new RegExp(`^Message-ID: <${rows.find((row) => row.to === "team@example.com")!.id}@`, "m"),
    );
    expect(rows).toHaveLength(2);
    const team = rows.find((row) => row.to === "team@example.com");
    expect(team).toMatchObject({ subject: "Contact form: Hiring partnership", error: null });
    expect(team!.sentAt).toBeInstanceOf(Date);
  });

  it("cannot add recipients or headers through the subject", async () => {
    received().length = 0;
    const subject = "Hello\r\nBcc: victim@example.net\r\nX-Injected: yes";
    const response = await post(t, "/api/contact", message({ subject }));
    expect(response.statusCode).toBe(201);
    await expect.poll(() => received().length, { timeout: 20_000 }).toBe(2);
    expect(
      received()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(["siti@example.com", "team@example.com"]);
    const team = received().find((mail) => mail.to[0] === "team@example.com")!;
    const headers = team.data.split(/\r?\n\r?\n/)[0]!;
    expect(headers).toMatch(/^Subject: /m);
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
  });
});

describe("contact notification when SMTP is down", () => {
  let t: TestApp;

  beforeAll(async () => {
    // A port that was free a moment ago and has nothing listening now.
    const probe = createServer().listen(0, "127.0.0.1");
    const port = await listeningPort(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await appMailingTo(`smtp://127.0.0.1:${port}`);
  });
  afterAll(() => t.close());

  it("still accepts the message and keeps the mail with its error, to be tried again", async () => {
    const response = await post(t, "/api/contact", message());
    expect(response.statusCode).toBe(201);
    const stored = await t.services.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    const rows = await outboxWhen(t, (row) => row.attempts > 0);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.failedAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(rows.find((row) => row.to === "team@example.com")!.text).toContain(message().message);
  });
});

describe("contact notification when SMTP stalls", () => {
  let t: TestApp;
  const sockets = new Set<Socket>();
  // Accepts the connection and never sends the SMTP greeting.
  const silent = createServer((socket) => sockets.add(socket));

  beforeAll(async () => {
    silent.listen(0, "127.0.0.1");
    t = await appMailingTo(`smtp://127.0.0.1:${await listeningPort(silent)}`);
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("answers at once; the attempt gives up within seconds, keeping the mail with its error", async () => {
    const started = Date.now();
    const response = await post(t, "/api/contact", message());
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const rows = await outboxWhen(t, (row) => row.attempts > 0);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/timeout|greeting/i);
    }
  }, 30_000);
});
