import { sql } from "drizzle-orm";
import type { ContactInput } from "#shared/schemas/accounts.ts";
import type { Database } from "../../db/client.ts";
import { contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import type { MailService } from "../mail/service.ts";

export function createContactService(
  db: Database,
  mail: MailService,
  contactTo: string | undefined,
) {
  return {
    /** Stores the message first (it is never lost), then notifies the team by e-mail. */
    async submit(input: ContactInput) {
      const [message] = await db.insert(contactMessages).values(input).returning();
      if (contactTo) {
        await mail.send({
          to: contactTo,
          replyTo: input.email,
          subject: `Contact form: ${input.subject}`,
          text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`,
        });
      }
      return { id: message!.id, createdAt: message!.createdAt.toISOString() };
    },

    /** Subscribing twice is fine, and re-subscribes an address that had left. */
    async subscribe(email: string) {
      await db.execute(sql`insert into ${newsletterSubscribers} (email) values (${email})
        on conflict (lower(email)) do update set unsubscribed_at = null`);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
