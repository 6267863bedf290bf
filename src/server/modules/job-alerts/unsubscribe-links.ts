import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteSecrets } from "../../db/schema/index.ts";

const SECRET_NAME = "alert-unsubscribe";

/**
 * Signs and checks the one-click unsubscribe links of alert digests. A link must keep working
 * from any digest ever sent, signed out, so it carries the alert's id and an HMAC of it under
 * a key kept in the database (made on first use, the same for every instance): nothing per
 * link is stored, and nobody can make a link for an alert that is not theirs.
 */
export function createUnsubscribeLinks(db: Db) {
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    await db
      .insert(siteSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, SECRET_NAME));
    return Buffer.from(row!.value, "base64url");
  }

  const signature = async (alertId: string) => {
    key ??= loadKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return createHmac("sha256", await key)
      .update(`unsubscribe:${alertId}`)
      .digest();
  };

  return {
    token: async (alertId: string) => (await signature(alertId)).toString("base64url"),

    async verify(alertId: string, token: string): Promise<boolean> {
      const given = Buffer.from(token, "base64url");
      const expected = await signature(alertId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
