import { eq } from "drizzle-orm";
import type { PasswordResetInput, PasswordResetRequest } from "#shared/schemas/accounts.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { sameAddress } from "../../lib/same-address.ts";
import { PASSWORD_RESET } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { issueToken, useToken } from "./account-tokens.ts";
import type { Client } from "./service.ts";
import { hashNewPassword } from "./service.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** A reset link works for an hour, once. */
const RESET_MINUTES = 60;

/**
 * "Forgot your password?" by e-mail: a random link, stored hashed, that works once within an
 * hour; the answer is the same whether or not the address has an account; choosing the new
 * password ends every session of the account.
 */
export function createPasswordResetService(db: Database, mail: MailService, limits: SignInLimits) {
  return {
    /** Mails a reset link when the address has an account; says nothing either way. */
    async request(input: PasswordResetRequest, client: Client, siteUrl: string): Promise<void> {
      await limits.beforeAccountMail(input.email, client.address);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sameAddress(users.email, input.email))
        .limit(1);
      if (!user) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, "reset-password", RESET_MINUTES);
        const resetUrl = `${pageUrl(siteUrl, input.locale, "/reset-password")}?token=${token}`;
        await mail.queueMessage(tx, input.email, input.locale, PASSWORD_RESET, { resetUrl });
      });
    },

    /** Sets the new password if the link still works, and ends every session of the account. */
    async reset(input: PasswordResetInput): Promise<void> {
      await db.transaction(async (tx) => {
        const { userId } = await useToken(tx, ["reset-password"], input.token);
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        const passwordHash = await hashNewPassword(input.password, [user!.email, user!.name]);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
