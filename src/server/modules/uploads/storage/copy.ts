import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Bucket } from "./bucket.ts";
import { createDiskStorage, createPrivateDiskStorage } from "./disk.ts";
import { createPrivateS3Storage, createS3Storage } from "./s3.ts";
import { AREAS, type Area, type FileStorage, isStorageKey } from "./types.ts";

/** One area's files on one side of a copy, by key. */
type Side = {
  sizes(): Promise<Map<string, number>>;
  read(key: string): Promise<Buffer>;
  write(key: string, data: Buffer): Promise<void>;
};

export type CopyCounts = Record<Area, { copied: number; skipped: number; ignored: string[] }>;

/** The files under a directory by key ("logos/abc.webp"), none when it does not exist. */
async function filesUnder(directory: string): Promise<Map<string, number>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
      throw error;
    },
  );
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(directory, file).split(path.sep).join("/");
    sizes.set(key, (await stat(file)).size);
  }
  return sizes;
}

/** Writes through a public storage, whose answer (the image's URL) a copy does not need. */
const saving = (storage: FileStorage) => async (key: string, data: Buffer) => {
  await storage.save(key, data);
};

function diskSide(dataDir: string, area: Area): Side {
  const directory = path.join(dataDir, AREAS[area]);
  // Through the storage, so a copied file gets the permissions of one the site stored.
  const put =
    area === "public"
      ? saving(createDiskStorage(directory))
      : createPrivateDiskStorage(directory).put;
  return {
    sizes: () => filesUnder(directory),
    read: (key) => readFile(path.join(directory, key)),
    async write(key, data) {
      // The storage writes only new files: a copy that differs is replaced.
      await rm(path.join(directory, key), { force: true });
      await put(key, data);
    },
  };
}

function bucketSide(bucket: Bucket, area: Area): Side {
  const prefix = `${AREAS[area]}/`;
  return {
    async sizes() {
      const sizes = new Map<string, number>();
      for await (const object of bucket.list(prefix)) {
        sizes.set(object.key.slice(prefix.length), object.size);
      }
      return sizes;
    },
    async read(key) {
      const data = await bucket.read(prefix + key);
      if (!data) throw new Error(`${prefix}${key} went from the bucket during the copy`);
      return data;
    },
    // Through the storage, so a copied object carries the headers of one the site stored.
    write: area === "public" ? saving(createS3Storage(bucket)) : createPrivateS3Storage(bucket).put,
  };
}

/** Copies what `to` lacks (or holds at another size); keys no storage would make are left. */
async function copyArea(from: Side, to: Side) {
  const [source, target] = await Promise.all([from.sizes(), to.sizes()]);
  const counts = { copied: 0, skipped: 0, ignored: [] as string[] };
  for (const [key, size] of source) {
    if (!isStorageKey(key)) counts.ignored.push(key);
    else if (target.get(key) === size) counts.skipped++;
    else {
      await to.write(key, await from.read(key));
      counts.copied++;
    }
  }
  return counts;
}

/** DATA_DIR/uploads and DATA_DIR/private into the bucket, under uploads/ and private/. */
export async function copyDiskToBucket(dataDir: string, bucket: Bucket): Promise<CopyCounts> {
  return {
    public: await copyArea(diskSide(dataDir, "public"), bucketSide(bucket, "public")),
    private: await copyArea(diskSide(dataDir, "private"), bucketSide(bucket, "private")),
  };
}

/** The bucket's uploads/ and private/ into DATA_DIR: a backup, or a move back to one machine. */
export async function copyBucketToDisk(bucket: Bucket, dataDir: string): Promise<CopyCounts> {
  return {
    public: await copyArea(bucketSide(bucket, "public"), diskSide(dataDir, "public")),
    private: await copyArea(bucketSide(bucket, "private"), diskSide(dataDir, "private")),
  };
}
