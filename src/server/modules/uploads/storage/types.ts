import type { Readable } from "node:stream";

/**
 * The two areas of stored files, named alike on disk (folders of DATA_DIR) and in a bucket (key
 * prefixes), so moving a site between them is a plain copy (`npm run files:copy`).
 */
export const AREAS = { public: "uploads", private: "private" } as const;
export type Area = keyof typeof AREAS;

/** Public images are served at /uploads/<key>, wherever they are kept: saved rows stay valid. */
export const PUBLIC_PREFIX = "/uploads";

/** Keys are random UUIDs, so a stored image never changes: caches may keep it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** What is known of a stored file without reading it. */
export type FileFacts = {
  size: number;
  /** A quoted entity tag, as the ETag header carries it. */
  etag: string;
  lastModified?: Date;
};

export type StoredFile = FileFacts & { body: Readable };

/** Where uploaded images go: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface FileStorage {
  /** Stores the bytes under a key such as "logos/abc.webp" and answers the URL to show them at. */
  save(key: string, data: Buffer): Promise<string>;
  /** What is stored under the key, or null when nothing is. */
  stat(key: string): Promise<FileFacts | null>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<StoredFile | null>;
  /** Fails, saying what to fix, when the store cannot be used: called before the site starts. */
  check(): Promise<void>;
}

/** Files nobody may reach by URL (CVs): read back only by code that checked who asks. */
export interface PrivateFileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Removing what is already gone is no error: a purge may run twice. */
  remove(key: string): Promise<void>;
}

/**
 * A key is a relative path of plain names ("logos/abc.webp", "cvs/abc"): no name starts with a
 * dot, so neither ".." nor a hidden file can be one, on disk or in a bucket.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
export const isStorageKey = (key: string) => key.length <= 300 && KEY.test(key);

/** Keys are made by our code, but one that is not a plain relative path is a bug to stop. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Bad storage key ${JSON.stringify(key)}`);
  return key;
}

const IMAGE_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};

/**
 * The type a public file is served as, from its name; null for anything but a raster image
 * (an HTML or SVG file in the bucket must never run as this site's page).
 */
export function imageTypeOf(key: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) || null;
}
