import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { isNull } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const WORKER = fileURLToPath(new URL("../worker.ts", import.meta.url));
const MAILS = 6;

let t: TestApp;
let port = 0;
/** Message-IDs in the order the SMTP server accepted them. */
const accepted: string[] = [];
let onFirstConnection: (() => void) | null = null;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onConnect(_session, callback) {
    const first = onFirstConnection;
    onFirstConnection = null;
    if (first) {
      first();
      callback(new Error("closing"));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const id = /^Message-ID: (<[^>]+>)/im.exec(Buffer.concat(chunks).toString("utf8"))?.[1];
      accepted.push(id ?? "none");
      callback();
    });
  },
});

/** `npm run worker` as its own process, on the test database. */
function startWorker(): ChildProcess {
  return spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
}

beforeAll(async () => {
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

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
  expect(accepted).toEqual([]);

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
  const delivered = accepted.map((messageId) => /^<([^@]+)@/.exec(messageId)?.[1]);
  expect(delivered.sort()).toEqual(rows.map((row) => row.id).sort());
}, 120_000);
