import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { localeByCode, localePath } from "#shared/locales.ts";
import type { PasswordResetInput, PasswordResetRequest } from "#shared/schemas/accounts.ts";
import { SITE_NAME } from "#shared/site.ts";
import type { Database } from "../../db/client.ts";
import { accountTokens, sessions, users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { PASSWORD_RESET } from "../mail/messages.ts";
import type { MailService } from "../mail/service.ts";
import { mailI18n } from "../mail/translations.ts";
import type { Client } from "./service.ts";
import { hashNewPassword, hashToken } from "./service.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** A reset link works for an hour, once. */
const RESET_MINUTES = 60;

const invalidLink = () =>
  new HttpError(
    400,
    "LINK_INVALID",
    "This link has expired or was already used: ask for a new one",
  );

/**
 * "Forgot your password?" by e-mail: a random link, stored hashed, that works once within an
 * hour; the answer is the same whether or not the address has an account; choosing the new
 * password ends every session of the account.
 */
export function createPasswordResetService(db: Database, mail: MailService, limits: SignInLimits) {
  return {
    /** Mails a reset link when the address has an account; says nothing either way. */
    async request(input: PasswordResetRequest, client: Client, siteUrl: string): Promise<void> {
      limits.beforeAccountMail(input.email, client.address);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
        .limit(1);
      if (!user) return;
      const token = randomBytes(32).toString("base64url");
      const i18n = await mailI18n(input.locale);
      const path = localePath(localeByCode(input.locale)!, "/reset-password");
      const resetUrl = `${siteUrl}${path}?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.insert(accountTokens).values({
          userId: user.id,
          purpose: "reset-password",
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        await mail.queue(tx, {
          to: input.email,
          lang: input.locale,
          subject: i18n._(PASSWORD_RESET.subject),
          text: `${i18n._({ ...PASSWORD_RESET.body, values: { siteName: SITE_NAME, resetUrl } })}\n`,
        });
      });
    },

    /** Sets the new password if the link still works, and ends every session of the account. */
    async reset(input: PasswordResetInput): Promise<void> {
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountTokens.tokenHash, hashToken(input.token)),
              eq(accountTokens.purpose, "reset-password"),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: accountTokens.userId });
        if (!used) throw invalidLink();
        const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
        const passwordHash = await hashNewPassword(input.password, [user!.email, user!.name]);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, used.userId));
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
