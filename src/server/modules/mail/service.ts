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
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

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
