import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";

export type Mail = { to: string; subject: string; text: string; replyTo?: string };

/**
 * Every mail is written to the outbox first, then sent through SMTP when SMTP_URL is set;
 * a refused or unconfigured delivery stays in the outbox with its error, never lost.
 */
export function createMailService(
  db: Database,
  log: Logger,
  options: { smtpUrl?: string; from: string },
) {
  // The contact form waits for delivery, and nodemailer's defaults (30 s for the greeting, 2 min
  // to connect, 10 min of socket silence) let a stalled SMTP server hang that request for
  // minutes; the mail is safe in the outbox, so give up sooner. Query parameters in SMTP_URL
  // (e.g. ?greetingTimeout=20000) still override these.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 5_000,
        socketTimeout: 15_000,
      })
    : null;

  return {
    async send(mail: Mail): Promise<{ delivered: boolean }> {
      const [queued] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          error: transport ? null : "SMTP_URL is not set",
        })
        .returning({ id: outbox.id });
      if (!transport) return { delivered: false };
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, queued!.id));
        return { delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ reason, outboxId: queued!.id }, "mail delivery failed; kept in the outbox");
        await db
          .update(outbox)
          .set({ error: reason.slice(0, 500) })
          .where(eq(outbox.id, queued!.id));
        return { delivered: false };
      }
    },
    close: () => transport?.close(),
  };
}
export type MailService = ReturnType<typeof createMailService>;
