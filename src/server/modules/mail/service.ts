import type { MessageDescriptor } from "@lingui/core";
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { SendMailOptions, Transporter } from "nodemailer";
import { fromDrizzle, type PgBoss } from "pg-boss";
import type { LocaleCode } from "#shared/locales.ts";
import type { OutboxList, OutboxMail, OutboxQuery, OutboxState } from "#shared/schemas/outbox.ts";
import { SITE_NAME } from "#shared/site.ts";
import { QUEUES } from "../../background/boss.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { selectPage } from "../../lib/select-page.ts";
import { iso } from "../../lib/values.ts";
import { htmlOf } from "./html.ts";
import { serverI18n } from "./translations.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; by default the text's paragraphs (`htmlOf`). */
  html?: string;
  /** The language it is written in (BCP 47), for its HTML part. */
  lang?: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/** What a delivery attempt knows of its job: how many tries came before, and how many may. */
export type Attempt = { retryCount: number; retryLimit: number };

const NO_SMTP = "SMTP_URL is not set";

const STATE: Record<OutboxState, SQL | undefined> = {
  waiting: and(isNull(outbox.sentAt), isNull(outbox.failedAt)),
  sent: isNotNull(outbox.sentAt),
  failed: isNotNull(outbox.failedAt),
};

const present = (row: typeof outbox.$inferSelect): OutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  attempts: row.attempts,
  error: row.error,
  state: row.sentAt ? "sent" : row.failedAt ? "failed" : "waiting",
  createdAt: iso(row.createdAt),
  sentAt: row.sentAt ? iso(row.sentAt) : null,
  failedAt: row.failedAt ? iso(row.failedAt) : null,
});

/**
 * The SMTP connection, made for the first delivery: nodemailer (some 5 MB of heap) loads only
 * in a process that sends mail.
 */
function smtpTransport(url: string) {
  let transport: Promise<Transporter> | undefined;
  return {
    async sendMail(message: SendMailOptions) {
      // nodemailer's defaults (2 min to connect, 10 min of socket silence) would let a stalled
      // SMTP server hold a delivery past its job's one-minute expiry. Query parameters in
      // SMTP_URL (e.g. ?greetingTimeout=20000) still override these.
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 5_000,
          socketTimeout: 15_000,
        }),
      );
      return (await transport).sendMail(message);
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/**
 * Every mail is written to the outbox and queued in the caller's transaction, so a mail is
 * never lost to a crash and never queued for a write that rolled back (decision 0016). The worker
 * delivers it with retries; a mail already sent is never sent again, and its Message-ID is
 * derived from its outbox row, so even the one a crash could repeat (accepted by the SMTP server,
 * not yet marked sent) is the same message to the receiver.
 */
export function createMailService(
  db: Db,
  log: Logger,
  options: { smtpUrl?: string; from: string; boss: PgBoss },
) {
  const { boss } = options;
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  const messageDomain = /@([^>\s]+)/.exec(options.from)?.[1] ?? "localhost";
  // Delivery attempts made by this process since start-up, read by /metrics when it is on:
  // sent, failed but to be tried again, and failed for good (out of attempts, or no SMTP_URL).
  const deliveries = { sent: 0, retrying: 0, failed: 0 };

  const record = (id: string, values: Partial<typeof outbox.$inferInsert>) =>
    db.update(outbox).set(values).where(eq(outbox.id, id));

  /**
   * Writes the mails and their delivery jobs on `tx`, in one statement each however many: both
   * are kept or lost with the caller's own writes. Without SMTP_URL the mails are kept as
   * failed, to be sent again once it is set.
   */
  async function queueMany(tx: Db, mails: Mail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = await tx
      .insert(outbox)
      .values(
        mails.map(({ lang = "en", ...mail }) => ({
          ...mail,
          html: mail.html ?? htmlOf(mail.text, lang),
          ...(transport ? {} : { error: NO_SMTP, failedAt: new Date() }),
        })),
      )
      .returning({ id: outbox.id });
    if (transport) {
      const jobs = rows.map((row) => ({ data: { outboxId: row.id } }));
      await boss.insert("mail", jobs, { db: fromDrizzle(tx, sql) });
    }
    return rows.map((row) => row.id);
  }

  const queue = async (tx: Db, mail: Mail): Promise<string> => (await queueMany(tx, [mail]))[0]!;

  return {
    queue,
    queueMany,
    deliveries: deliveries as Readonly<typeof deliveries>,

    /**
     * Queues one of the product's e-mails (`messages.ts`) in the recipient's language, with the
     * site's name and `values` filled in.
     */
    async queueMessage(
      tx: Db,
      to: string,
      locale: LocaleCode,
      message: { subject: MessageDescriptor; body: MessageDescriptor },
      values: Record<string, string>,
    ): Promise<string> {
      const i18n = await serverI18n(locale);
      return queue(tx, {
        to,
        lang: locale,
        subject: i18n._({ ...message.subject, values: { siteName: SITE_NAME, ...values } }),
        text: `${i18n._({ ...message.body, values: { siteName: SITE_NAME, ...values } })}\n`,
      });
    },

    /** One delivery attempt: the worker's handler. Throws to be retried. */
    async deliver(outboxId: string, attempt: Attempt): Promise<void> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
      if (!row || row.sentAt) return;
      if (!transport) {
        await record(row.id, { error: NO_SMTP, failedAt: new Date() });
        deliveries.failed++;
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          messageId: `<${row.id}@${messageDomain}>`,
        });
        await record(row.id, { sentAt: new Date(), attempts: row.attempts + 1, error: null });
        deliveries.sent++;
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const last = attempt.retryCount >= attempt.retryLimit;
        deliveries[last ? "failed" : "retrying"]++;
        log.warn({ reason, outboxId, last }, "mail delivery failed");
        await record(row.id, {
          attempts: row.attempts + 1,
          error: reason,
          ...(last ? { failedAt: new Date() } : {}),
        });
        throw error;
      }
    },

    /** Queues a failed mail again (the admin's retry); a mail sent or still waiting is left. */
    async retry(id: string): Promise<OutboxMail> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(outbox)
          .set({ failedAt: null, error: null })
          .where(and(eq(outbox.id, id), isNotNull(outbox.failedAt)))
          .returning();
        if (!row) throw conflict("Only a mail that failed can be sent again");
        if (!transport) throw conflict(`${NO_SMTP}: set it, then send the mail again`);
        await boss.send("mail", { outboxId: row.id }, { db: fromDrizzle(tx, sql) });
        return present(row);
      });
    },

    /** The outbox, newest first, how many mails are in each state, and the queues' state. */
    async list(query: OutboxQuery): Promise<OutboxList> {
      const where = query.state ? STATE[query.state] : undefined;
      const rows = db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).$dynamic();
      const [page, counts, queues] = await Promise.all([
        selectPage(query, rows, db.$count(outbox, where), present),
        db
          .select({
            waiting: sql<number>`count(*) filter (where ${STATE.waiting})::int`,
            sent: sql<number>`count(*) filter (where ${STATE.sent})::int`,
            failed: sql<number>`count(*) filter (where ${STATE.failed})::int`,
          })
          .from(outbox),
        boss.getQueues(Object.keys(QUEUES)),
      ]);
      return {
        ...page,
        counts: counts[0]!,
        queues: queues.map((queue) => ({
          name: queue.name,
          queued: queue.queuedCount,
          active: queue.activeCount,
          failed: queue.failedCount,
        })),
      };
    },

    close: () => transport?.close(),
  };
}
export type MailService = ReturnType<typeof createMailService>;
