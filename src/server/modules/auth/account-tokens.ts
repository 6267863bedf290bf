import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type AccountTokenPurpose, accountTokens } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { hashToken } from "./service.ts";

/**
 * A new link token for `purpose`, working for `minutes`; only its hash is stored, with the new
 * address a change-email link confirms.
 */
export async function issueToken(
  tx: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  minutes: number,
  email?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}

/**
 * Uses a link token up: answers its account, or refuses (400 LINK_INVALID) one that is unknown,
 * expired or used. On the caller's transaction, so a refusal later in it leaves the link working.
 */
export async function useToken(
  tx: Db,
  purposes: AccountTokenPurpose[],
  token: string,
): Promise<{ userId: string; purpose: AccountTokenPurpose; email: string | null }> {
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      userId: accountTokens.userId,
      purpose: accountTokens.purpose,
      email: accountTokens.email,
    });
  if (!used) {
    throw new HttpError(
      400,
      "LINK_INVALID",
      "This link has expired or was already used: ask for a new one",
    );
  }
  return used;
}
