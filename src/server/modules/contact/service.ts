import { sql } from "drizzle-orm";
import type { ContactInput } from "#shared/schemas/accounts.ts";
import type { Database } from "../../db/client.ts";
import { contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import { CONTACT_RECEIVED } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";

export function createContactService(
  db: Database,
  mail: MailService,
  contactTo: string | undefined,
) {
  return {
    /**
     * Stores the message, and queues the team's notification and the sender's acknowledgement (in
     * her language), in one transaction: the message and its mail are kept together. Her
     * acknowledgement repeats nothing she typed, so the form cannot be used to send someone else
     * words of a stranger's choosing.
     */
    async submit({ locale, ...input }: ContactInput, siteUrl: string) {
      return db.transaction(async (tx) => {
        const [message] = await tx.insert(contactMessages).values(input).returning();
        if (contactTo) {
          await mail.queue(tx, {
            to: contactTo,
            replyTo: input.email,
            subject: `Contact form: ${input.subject}`,
            text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`,
          });
        }
        await mail.queueMessage(tx, input.email, locale, CONTACT_RECEIVED, {
          siteUrl,
          jobsUrl: pageUrl(siteUrl, locale, "/jobs"),
        });
        return { id: message!.id, createdAt: message!.createdAt.toISOString() };
      });
    },

    /** Subscribing twice is fine, and re-subscribes an address that had left. */
    async subscribe(email: string) {
      await db.execute(sql`insert into ${newsletterSubscribers} (email) values (${email})
        on conflict (lower(email)) do update set unsubscribed_at = null`);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
