import { eq } from "drizzle-orm";
import type { LocaleCode } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { Database, Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { VERIFY_EMAIL } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { issueToken, useToken } from "./account-tokens.ts";
import type { Client } from "./service.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** A confirmation link works for two days, once. */
const VERIFY_MINUTES = 2 * 24 * 60;

type Recipient = { id: string; email: string; name: string };

/**
 * Confirming that a member's e-mail address is hers: a link mailed at sign-up (and again on
 * request), which the page it opens uses up only when she presses its button, so a mail scanner
 * following links confirms nothing.
 */
export function createEmailVerificationService(
  db: Database,
  mail: MailService,
  limits: SignInLimits,
) {
  async function send(tx: Db, user: Recipient, locale: LocaleCode, siteUrl: string) {
    const token = await issueToken(tx, user.id, "verify-email", VERIFY_MINUTES);
    const verifyUrl = `${pageUrl(siteUrl, locale, "/verify-email")}?token=${token}`;
    await mail.queueMessage(tx, user.email, locale, VERIFY_EMAIL, {
      name: user.name || user.email,
      verifyUrl,
    });
  }

  return {
    /** Queues the confirmation mail in the transaction that made the account. */
    send,

    /** Another link, for a member whose address is not confirmed yet. */
    async resend(member: CurrentUser, locale: LocaleCode, client: Client, siteUrl: string) {
      if (member.emailVerified) throw conflict("Your e-mail address is already confirmed");
      limits.beforeAccountMail(member.email, client.address);
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, member.id));
        await send(tx, user!, locale, siteUrl);
      });
    },

    /** Confirms the address the link was sent to. */
    async verify(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await useToken(tx, "verify-email", token);
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
