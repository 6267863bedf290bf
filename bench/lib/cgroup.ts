import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * A memory cgroup with a hard limit, in whichever form the kernel offers: v2 (`memory.max` in the
 * unified hierarchy) or v1 (`memory.limit_in_bytes` under the memory controller). Root only.
 * Swap is denied too where the kernel accounts for it, so the limit is the memory there is.
 */
export type MemoryCgroup = {
  version: 1 | 2;
  /** A process joins the group by writing its pid here; its children are born in it. */
  procsFile: string;
  /** Memory charged to the group (its processes and their page cache), now and at most, in MiB. */
  usage(): Promise<{ currentMiB: number; peakMiB: number | null }>;
  /** Processes the kernel's OOM killer has killed in the group. */
  oomKills(): Promise<number>;
  /** Removes the group once its processes have exited. */
  remove(): Promise<void>;
};

const V2_ROOT = "/sys/fs/cgroup";
const V1_ROOT = "/sys/fs/cgroup/memory";
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const readNumber = async (file: string) => Number((await fs.readFile(file, "utf8")).trim());
const readField = async (file: string, field: string) =>
  Number(new RegExp(`^${field} (\\d+)`, "m").exec(await fs.readFile(file, "utf8"))?.[1] ?? 0);

export async function createMemoryCgroup(name: string, limitBytes: number): Promise<MemoryCgroup> {
  if (process.getuid?.() !== 0) throw new Error("A memory cgroup needs root");
  const controllers = path.join(V2_ROOT, "cgroup.controllers");
  const v2 = existsSync(controllers) && (await fs.readFile(controllers, "utf8")).includes("memory");
  const root = v2 ? V2_ROOT : V1_ROOT;
  if (!existsSync(root)) throw new Error("This kernel offers no memory cgroup (v1 or v2)");
  const dir = path.join(root, name);
  await fs.mkdir(dir);
  const file = (base: string) => path.join(dir, base);
  if (v2) {
    await fs.writeFile(path.join(V2_ROOT, "cgroup.subtree_control"), "+memory").catch(() => {});
    await fs.writeFile(file("memory.max"), String(limitBytes));
    if (existsSync(file("memory.swap.max"))) await fs.writeFile(file("memory.swap.max"), "0");
  } else {
    await fs.writeFile(file("memory.limit_in_bytes"), String(limitBytes));
    // Memory and swap together: set after the memory limit, which it may not undercut.
    if (existsSync(file("memory.memsw.limit_in_bytes"))) {
      await fs.writeFile(file("memory.memsw.limit_in_bytes"), String(limitBytes));
    }
  }
  return {
    version: v2 ? 2 : 1,
    procsFile: file("cgroup.procs"),
    async usage() {
      if (v2) {
        const peak = existsSync(file("memory.peak")) ? await readNumber(file("memory.peak")) : null;
        return {
          currentMiB: mib(await readNumber(file("memory.current"))),
          peakMiB: peak === null ? null : mib(peak),
        };
      }
      return {
        currentMiB: mib(await readNumber(file("memory.usage_in_bytes"))),
        peakMiB: mib(await readNumber(file("memory.max_usage_in_bytes"))),
      };
    },
    oomKills: () =>
      v2
        ? readField(file("memory.events"), "oom_kill")
        : readField(file("memory.oom_control"), "oom_kill"),
    async remove() {
      for (let tries = 0; tries < 50; tries++) {
        const procs = (await fs.readFile(file("cgroup.procs"), "utf8")).trim();
        if (procs === "") break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await fs.rmdir(dir);
    },
  };
}
