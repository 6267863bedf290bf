import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox, sessions, users } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { removeExpired } from "./worker.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

it("the daily clean-up removes ended sessions and old mail, and keeps the rest", async () => {
  const db = t.services.db;
  const [user] = await db
    .insert(users)
    .values({ email: "keeper@example.com", passwordHash: "x" })
    .returning();
  const session = (label: string, expiresAt: Date, lastSeenAt: Date) => ({
    tokenHash: label.padEnd(64, "0"),
    userId: user!.id,
    expiresAt,
    lastSeenAt,
    userAgent: label,
  });
  await db
    .insert(sessions)
    .values([
      session("live", daysAgo(-10), daysAgo(1)),
      session("old", daysAgo(1), daysAgo(2)),
      session("idle", daysAgo(-10), daysAgo(15)),
    ]);
  const mail = (subject: string, sent: Date | null, failed: Date | null) => ({
    to: "reader@example.com",
    subject,
    text: ".",
    sentAt: sent,
    failedAt: failed,
  });
  await db
    .insert(outbox)
    .values([
      mail("sent lately", daysAgo(29), null),
      mail("sent long ago", daysAgo(31), null),
      mail("failed lately", null, daysAgo(89)),
      mail("failed long ago", null, daysAgo(91)),
      mail("waiting", null, null),
    ]);

  expect(await removeExpired(db)).toEqual({ sessions: 2, mail: 2 });
  const left = await db.select({ label: sessions.userAgent }).from(sessions);
  expect(left.map((row) => row.label)).toEqual(["live"]);
  const kept = await db.select({ subject: outbox.subject }).from(outbox);
  expect(kept.map((row) => row.subject).sort()).toEqual([
    "failed lately",
    "sent lately",
    "waiting",
  ]);
});
