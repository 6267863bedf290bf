import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSecrets } from "../db/schema/index.ts";

/**
 * A signing key kept in the database under `name`: made on first use, the same for every
 * instance, read once per process (a failed read is retried on the next call).
 */
export function siteKey(db: Db, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;

  async function load(): Promise<Buffer> {
    await db
      .insert(siteSecrets)
      .values({ name, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, name));
    return Buffer.from(row!.value, "base64url");
  }

  return () => {
    key ??= load().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}

/** Compares a signature someone sent with the one expected, in constant time. */
export function sameSignature(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, "base64url");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
