import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files go. Disk now; an S3-compatible store can implement the same calls. */
export interface FileStorage {
  /** Stores the bytes under a key such as "logos/abc.webp" and answers the URL to show them at. */
  save(key: string, data: Buffer): Promise<string>;
}

/** Files nobody may reach by URL (CVs): read back only by code that checked who asks. */
export interface PrivateFileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Removing what is already gone is no error: a purge may run twice. */
  remove(key: string): Promise<void>;
}

/** Keys are made by our code, but a key must still never leave the directory. */
function inside(directory: string, key: string): string {
  const file = path.join(directory, key);
  if (!file.startsWith(path.resolve(directory) + path.sep))
    throw new Error(`Bad storage key ${key}`);
  return file;
}

async function writeNew(file: string, data: Buffer, access: "public" | "private") {
  const [directoryMode, fileMode] = access === "private" ? [0o700, 0o600] : [0o755, 0o644];
  await mkdir(path.dirname(file), { recursive: true, mode: directoryMode });
  await writeFile(file, data, { flag: "wx", mode: fileMode });
}

export function createDiskStorage(directory: string, publicPrefix = "/uploads"): FileStorage {
  return {
    async save(key, data) {
      await writeNew(inside(directory, key), data, "public");
      return `${publicPrefix}/${key}`;
    },
  };
}

/** A directory outside every static route (DATA_DIR/private), readable by this system user only. */
export function createPrivateDiskStorage(directory: string): PrivateFileStorage {
  return {
    put: (key, data) => writeNew(inside(directory, key), data, "private"),
    read: (key) => readFile(inside(directory, key)),
    remove: (key) => rm(inside(directory, key), { force: true }),
  };
}
