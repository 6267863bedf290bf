import type { Stats } from "node:fs";
import { mkdir, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  checkedKey,
  type FileFacts,
  type FileStorage,
  type PrivateFileStorage,
  PUBLIC_PREFIX,
} from "./types.ts";

/** The file of a key, which can never leave the directory. */
function inside(directory: string, key: string): string {
  const file = path.join(directory, checkedKey(key));
  if (!file.startsWith(path.resolve(directory) + path.sep))
    throw new Error(`Bad storage key ${key}`);
  return file;
}

async function writeNew(file: string, data: Buffer, access: "public" | "private") {
  const [directoryMode, fileMode] = access === "private" ? [0o700, 0o600] : [0o755, 0o644];
  await mkdir(path.dirname(file), { recursive: true, mode: directoryMode });
  await writeFile(file, data, { flag: "wx", mode: fileMode });
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "ENOTDIR");

/** Null for what is not there; any other failure (permissions, a full disk) is thrown. */
async function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const factsOf = (stats: Stats): FileFacts => ({
  size: stats.size,
  etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  lastModified: stats.mtime,
});

/** Public images in a folder (DATA_DIR/uploads), which @fastify/static serves. */
export function createDiskStorage(directory: string): FileStorage {
  return {
    async save(key, data) {
      await writeNew(inside(directory, key), data, "public");
      return `${PUBLIC_PREFIX}/${key}`;
    },
    async stat(key) {
      const stats = await unlessMissing(stat(inside(directory, key)));
      return stats?.isFile() ? factsOf(stats) : null;
    },
    async open(key) {
      const handle = await unlessMissing(open(inside(directory, key)));
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { ...factsOf(stats), body: handle.createReadStream() };
    },
    async check() {
      await mkdir(directory, { recursive: true });
    },
  };
}

/** A directory outside every static route (DATA_DIR/private), readable by this system user only. */
export function createPrivateDiskStorage(directory: string): PrivateFileStorage {
  return {
    put: async (key, data) => writeNew(inside(directory, key), data, "private"),
    read: async (key) => readFile(inside(directory, key)),
    remove: async (key) => rm(inside(directory, key), { force: true }),
  };
}
