import path from "node:path";
import type { Config } from "../../../config.ts";
import { createBucket } from "./bucket.ts";
import { createDiskStorage, createPrivateDiskStorage } from "./disk.ts";
import { createPrivateS3Storage, createS3Storage } from "./s3.ts";
import { s3Location } from "./s3-url.ts";
import { AREAS, type FileStorage, type PrivateFileStorage } from "./types.ts";

export { createDiskStorage, createPrivateDiskStorage } from "./disk.ts";
export type { FileFacts, FileStorage, PrivateFileStorage, StoredFile } from "./types.ts";

export type Storage = { public: FileStorage; private: PrivateFileStorage };

/** Where public images are kept on disk, and served from by @fastify/static. */
export const uploadsDirectory = (config: Pick<Config, "DATA_DIR">) =>
  path.join(config.DATA_DIR, AREAS.public);

/**
 * Public images and private files, both in DATA_DIR (one machine) or both in the bucket of
 * S3_URL (any number of instances: decision 0022).
 */
export function createStorage(config: Pick<Config, "DATA_DIR" | "S3_URL">): Storage {
  if (config.S3_URL) {
    const bucket = createBucket(s3Location(config.S3_URL));
    return { public: createS3Storage(bucket), private: createPrivateS3Storage(bucket) };
  }
  return {
    public: createDiskStorage(uploadsDirectory(config)),
    private: createPrivateDiskStorage(path.join(config.DATA_DIR, AREAS.private)),
  };
}
