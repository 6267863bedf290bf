import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { sameSignature, siteKey } from "../../lib/site-keys.ts";

/** How long a signed download link works: long enough to click it, too short to pass around. */
export const FILE_LINK_SECONDS = 5 * 60;

/**
 * Short-lived download links for private files, for clients that cannot send a token with a
 * plain link. A link is signed for one file and one expiry under a key kept in the database;
 * it is made only for someone allowed to read the file.
 */
export function createFileLinks(db: Db, now: () => number = Date.now) {
  const key = siteKey(db, "file-links");
  const sign = async (fileId: string, expires: number) =>
    createHmac("sha256", await key())
      .update(`file:${fileId}:${expires}`)
      .digest();

  return {
    async make(fileId: string) {
      const expires = Math.floor(now() / 1000) + FILE_LINK_SECONDS;
      const signature = (await sign(fileId, expires)).toString("base64url");
      return {
        url: `/api/files/${fileId}?expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    async verify(fileId: string, expires: number, signature: string): Promise<boolean> {
      if (expires * 1000 < now()) return false;
      return sameSignature(signature, await sign(fileId, expires));
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
