import type { Bucket } from "./bucket.ts";
import {
  AREAS,
  checkedKey,
  type FileStorage,
  IMMUTABLE,
  imageTypeOf,
  type PrivateFileStorage,
  PUBLIC_PREFIX,
} from "./types.ts";

const publicKey = (key: string) => `${AREAS.public}/${checkedKey(key)}`;
const privateKey = (key: string) => `${AREAS.private}/${checkedKey(key)}`;

/**
 * Public images in the bucket under uploads/, served by the app at the same /uploads/<key> as
 * on disk (http/uploaded-files.ts); the headers stored with them serve a CDN reading the bucket.
 */
export function createS3Storage(bucket: Bucket): FileStorage {
  return {
    async save(key, data) {
      await bucket.put(publicKey(key), data, {
        contentType: imageTypeOf(key) ?? "application/octet-stream",
        cacheControl: IMMUTABLE,
      });
      return `${PUBLIC_PREFIX}/${key}`;
    },
    stat: async (key) => bucket.head(publicKey(key)),
    open: async (key) => bucket.get(publicKey(key)),
    check: () => bucket.check(),
  };
}

/**
 * Private files (CVs) in the bucket under private/: the bucket must not be public (only uploads/
 * may be, for a CDN), and the app hands them out itself after the policy check.
 */
export function createPrivateS3Storage(bucket: Bucket): PrivateFileStorage {
  return {
    // Keys are random UUIDs, so a put never replaces a file (as the disk's exclusive write ensures).
    put: async (key, data) =>
      bucket.put(privateKey(key), data, { contentType: "application/octet-stream" }),
    async read(key) {
      const data = await bucket.read(privateKey(key));
      if (!data) throw new Error(`No stored file ${key}`);
      return data;
    },
    remove: async (key) => bucket.remove(privateKey(key)),
  };
}
