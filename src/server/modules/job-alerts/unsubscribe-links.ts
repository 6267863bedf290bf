import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { sameSignature, siteKey } from "../../lib/site-keys.ts";

/**
 * Signs and checks the one-click unsubscribe links of alert digests. A link must keep working
 * from any digest ever sent, signed out, so it carries the alert's id and an HMAC of it under
 * a key kept in the database: nothing per link is stored, and nobody can make a link for an
 * alert that is not theirs.
 */
export function createUnsubscribeLinks(db: Db) {
  const key = siteKey(db, "alert-unsubscribe");
  const signature = async (alertId: string) =>
    createHmac("sha256", await key())
      .update(`unsubscribe:${alertId}`)
      .digest();

  return {
    token: async (alertId: string) => (await signature(alertId)).toString("base64url"),
    verify: async (alertId: string, token: string) =>
      sameSignature(token, await signature(alertId)),
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
