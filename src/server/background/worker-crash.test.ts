import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox } from "../db/schema/index.ts";
import { startTestSmtpServer } from "../testing/smtp-server.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const WORKER = fileURLToPath(new URL("../worker.ts", import.meta.url));
const MAILS = 6;

let t: TestApp;
let onFirstConnection: (() => void) | null = null;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

/** `npm run worker` as its own process, on the test database. */
function startWorker(): ChildProcess {
  return spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      SMTP_URL: smtp.url,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
}

beforeAll(async () => {
  // The first connection after a test asks for it is dropped before anything is sent.
  smtp = await startTestSmtpServer({
    onConnect: () => {
      const first = onFirstConnection;
      onFirstConnection = null;
      first?.();
      return !first;
    },
  });
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The outbox ids of the messages the SMTP server accepted, from their Message-IDs. */
const accepted = () =>
  smtp.received.map((mail) => /^Message-ID: <([^@]+)@/im.exec(mail.data)?.[1] ?? "none");

it("delivers each queued mail once when its worker is killed before sending", async () => {
  for (let n = 1; n <= MAILS; n++) {
    await t.services.mail.queue(t.services.db, {
      to: `reader${n}@example.com`,
      subject: `Digest ${n}`,
      text: "New jobs.",
    });
  }
  // The first worker takes mail and is killed (SIGKILL: no clean-up) as it connects to send.
  const first = startWorker();
  const killed = new Promise<void>((resolve) => {
    onFirstConnection = () => {
      first.kill("SIGKILL");
      resolve();
    };
  });
  await killed;
  await once(first, "exit");
  expect(accepted()).toEqual([]);

  const second = startWorker();
  try {
    await expect
      .poll(() => t.services.db.$count(outbox, isNull(outbox.sentAt)), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(0);
  } finally {
    second.kill("SIGTERM");
    await once(second, "exit");
  }
  // Each outbox row's message exactly once.
  const rows = await t.services.db.select({ id: outbox.id }).from(outbox);
  expect(rows).toHaveLength(MAILS);
  expect(accepted().sort()).toEqual(rows.map((row) => row.id).sort());
}, 120_000);
