import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { startTestSmtpServer } from "../../testing/smtp-server.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const mail = { to: "reader@example.com", subject: "Your saved search", text: "Three new jobs." };

describe("the outbox", () => {
  let t: TestApp;
  let adminToken: string;
  let refusing = false;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  const asAdmin = (method: "GET" | "POST", url: string) =>
    t.request({ method, url, token: adminToken });

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refusing: () => refusing });
    t = await createTestApp({ SMTP_URL: smtp.url, WORKER: "on" });
    adminToken = await t.signUp("admin");
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = async (id: string) =>
    (await t.services.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it("queues nothing when the caller's transaction rolls back", async () => {
    const db = t.services.db;
    await expect(
      db.transaction(async (tx) => {
        await t.services.mail.queue(tx, mail);
        throw new Error("the write that asked for the mail failed");
      }),
    ).rejects.toThrow("failed");
    expect(await db.$count(outbox)).toBe(0);
  });

  it("keeps a mail failed after its last attempt, and an admin sends it again", async () => {
    refusing = true;
    const id = await t.services.mail.queue(t.services.db, mail);
    await expect.poll(async () => (await row(id)).attempts, { timeout: 20_000 }).toBe(1);
    expect(await row(id)).toMatchObject({ sentAt: null, failedAt: null });
    // The last of its attempts, as the worker would make it.
    await expect(t.services.mail.deliver(id, { retryCount: 12, retryLimit: 12 })).rejects.toThrow();
    expect((await row(id)).failedAt).toBeInstanceOf(Date);
    expect((await row(id)).error).toMatch(/Mailbox unavailable/);

    const failed = await asAdmin("GET", "/api/outbox?state=failed");
    expect(failed.statusCode).toBe(200);
    expect(failed.headers["cache-control"]).toBe("no-store");
    expect(failed.json()).toMatchObject({
      total: 1,
      items: [{ id, state: "failed", attempts: 2, to: mail.to }],
      counts: { failed: 1, sent: 0 },
    });
    expect(
      failed
        .json()
        .queues.map((queue: { name: string }) => queue.name)
        .sort(),
    ).toEqual(["alert-digests", "application-summaries", "expiry-notices", "mail", "retention"]);

    refusing = false;
    const retried = await asAdmin("POST", `/api/outbox/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, state: "waiting" });
    await expect.poll(async () => (await row(id)).sentAt, { timeout: 20_000 }).toBeInstanceOf(Date);
    expect(smtp.received.filter((mail) => mail.data.includes(`<${id}@`))).toHaveLength(1);

    // Sent: nothing to send again.
    expect((await asAdmin("POST", `/api/outbox/${id}/retry`)).statusCode).toBe(409);
  });

  it("is for administrators only", async () => {
    const member = await t.signUp("member");
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/outbox"],
      ["POST", `/api/outbox/${id}/retry`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
      expect((await t.request({ method, url, token: member })).statusCode, url).toBe(403);
    }
  });
});
