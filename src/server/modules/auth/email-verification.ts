import { eq } from "drizzle-orm";
import type { LocaleCode } from "#shared/locales.ts";
import type { CurrentUser, EmailChangeInput } from "#shared/schemas/accounts.ts";
import type { Database, Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { conflict, HttpError } from "../../lib/errors.ts";
import { sameAddress } from "../../lib/same-address.ts";
import { CONFIRM_NEW_EMAIL, EMAIL_CHANGED, VERIFY_EMAIL } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { issueToken, useToken } from "./account-tokens.ts";
import type { AuthService, Client } from "./service.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** A confirmation link works for two days, once. */
const VERIFY_MINUTES = 2 * 24 * 60;

type Recipient = { id: string; email: string; name: string };

/** 409 EMAIL_TAKEN on `newEmail` when an account already uses the address, whatever its case. */
async function refuseTaken(db: Db, email: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sameAddress(users.email, email))
    .limit(1);
  if (taken) {
    const message = "An account with this e-mail already exists";
    throw new HttpError(409, "EMAIL_TAKEN", message, { newEmail: message });
  }
}

/**
 * Confirming that a member's e-mail address is hers: a link mailed at sign-up (and again on
 * request), which the page it opens uses up only when she presses its button, so a mail scanner
 * following links confirms nothing.
 */
export function createEmailVerificationService(
  db: Database,
  { auth, mail, limits }: { auth: AuthService; mail: MailService; limits: SignInLimits },
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
      await limits.beforeAccountMail(member.email, client.address);
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, member.id));
        await send(tx, user!, locale, siteUrl);
      });
    },

    /**
     * A new address for her account, once she confirms it: the link goes to the new address
     * (asked with her password, and counted like the other account mails); the account keeps
     * the old one until the link is used. 409 on `newEmail` when another account has it.
     */
    async requestChange(
      member: CurrentUser,
      input: EmailChangeInput,
      client: Client,
      siteUrl: string,
    ) {
      const user = await auth.confirmPassword(member, input.password, client, "password");
      await refuseTaken(db, input.newEmail);
      await limits.beforeAccountMail(input.newEmail, client.address);
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, "change-email", VERIFY_MINUTES, input.newEmail);
        const verifyUrl = `${pageUrl(siteUrl, user.locale, "/verify-email")}?token=${token}`;
        await mail.queueMessage(tx, input.newEmail, user.locale, CONFIRM_NEW_EMAIL, {
          name: user.name || user.email,
          verifyUrl,
        });
      });
    },

    /**
     * Confirms the address the link was sent to: the sign-up address, or a new one, which then
     * becomes the account's; the old address is told, in case the change was not hers.
     */
    async verify(token: string, siteUrl: string): Promise<void> {
      await db.transaction(async (tx) => {
        const used = await useToken(tx, ["verify-email", "change-email"], token);
        const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
        if (!user) return;
        const newEmail = used.purpose === "change-email" ? used.email : null;
        if (newEmail) await refuseTaken(tx, newEmail);
        await tx
          .update(users)
          .set({
            email: newEmail ?? user.email,
            emailVerifiedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        if (newEmail && newEmail.toLowerCase() !== user.email.toLowerCase()) {
          await mail.queueMessage(tx, user.email, user.locale, EMAIL_CHANGED, {
            name: user.name || user.email,
            newEmail,
            contactUrl: pageUrl(siteUrl, user.locale, "/contact"),
          });
        }
      });
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
