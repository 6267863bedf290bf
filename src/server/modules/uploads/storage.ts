import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files go. Disk now; an S3-compatible store can implement the same call. */
export interface FileStorage {
  /** Stores the bytes under a key such as "logos/abc.webp" and answers the URL to show them at. */
  save(key: string, data: Buffer): Promise<string>;
}

export function createDiskStorage(directory: string, publicPrefix = "/uploads"): FileStorage {
  return {
    async save(key, data) {
      const file = path.join(directory, key);
      // Keys are made by our code, but a key must still never leave the directory.
      if (!file.startsWith(path.resolve(directory) + path.sep))
        throw new Error(`Bad storage key ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: "wx" });
      return `${publicPrefix}/${key}`;
    },
  };
}
