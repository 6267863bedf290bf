import fs from "node:fs/promises";
import pg from "pg";

/**
 * Resident memory in MiB. RSS counts every page a process maps, shared ones in full; PSS
 * divides each shared page among the processes that map it, so PostgreSQL's shared buffers
 * count once across its processes and the sum of PSS is what they cost together.
 */
export type Memory = { rssMiB: number; pssMiB: number };

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;

/** One process's RSS and PSS (from /proc/<pid>/smaps_rollup), or zeros once it has exited. */
async function processMemory(pid: number): Promise<Memory> {
  try {
    const rollup = await fs.readFile(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(rollup)?.[1]);
    return { rssMiB: mib(field("Rss")), pssMiB: mib(field("Pss")) };
  } catch {
    return { rssMiB: 0, pssMiB: 0 };
  }
}

async function totalMemory(pids: number[]): Promise<Memory> {
  const each = await Promise.all(pids.map(processMemory));
  const sum = (pick: (memory: Memory) => number) =>
    Math.round(each.reduce((total, memory) => total + pick(memory), 0) * 10) / 10;
  return { rssMiB: sum((memory) => memory.rssMiB), pssMiB: sum((memory) => memory.pssMiB) };
}

/**
 * The processes of the PostgreSQL server `client` is connected to: the postmaster, its
 * background processes and every connection's backend (the app's pool included) but the
 * client's own.
 */
async function postgresPids(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number; mine: boolean }>(
    "select pid, pid = pg_backend_pid() as mine from pg_stat_activity",
  );
  // The postmaster is every backend's parent and is not listed.
  const status = await fs.readFile(`/proc/${rows[0]!.pid}/status`, "utf8");
  const postmaster = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
  return [postmaster, ...rows.filter((row) => !row.mine).map((row) => row.pid)];
}

export type MemoryReading = { server: Memory; postgres: Memory & { processes: number } };

/**
 * Reads the server's and PostgreSQL's memory: `read` for now, `startPeaks` to sample every
 * `intervalMs` until `stop`, which gives the highest of each figure seen (each on its own: the
 * peaks need not coincide). PostgreSQL's processes are listed again at every reading, as the
 * app's pool opens connections under load. Every 2 s by default: reading PSS walks a process's
 * page tables under its memory-map lock, which would stall the server if done often.
 */
export async function memoryReader(serverPid: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async (): Promise<MemoryReading> => {
    const pids = await postgresPids(client);
    return {
      server: await processMemory(serverPid),
      postgres: { ...(await totalMemory(pids)), processes: pids.length },
    };
  };
  return {
    read,
    startPeaks(intervalMs = 2_000) {
      const peak: MemoryReading = {
        server: { rssMiB: 0, pssMiB: 0 },
        postgres: { rssMiB: 0, pssMiB: 0, processes: 0 },
      };
      const take = async () => {
        const now = await read();
        for (const side of ["server", "postgres"] as const) {
          peak[side].rssMiB = Math.max(peak[side].rssMiB, now[side].rssMiB);
          peak[side].pssMiB = Math.max(peak[side].pssMiB, now[side].pssMiB);
        }
        peak.postgres.processes = Math.max(peak.postgres.processes, now.postgres.processes);
      };
      let pending = Promise.resolve();
      const timer = setInterval(() => {
        // A process that exits between listing and reading counts as nothing: never a failure.
        pending = pending.then(take).catch(() => {});
      }, intervalMs);
      return {
        async stop(): Promise<MemoryReading> {
          clearInterval(timer);
          await pending;
          await take();
          return peak;
        },
      };
    },
    close: () => client.end(),
  };
}

export type MemoryFigures = {
  atStart: MemoryReading;
  peak: MemoryReading;
  idleAfter: MemoryReading;
};

/** The server's and PostgreSQL's memory at start, at their peaks under the load, and after it. */
export function memoryLine({ atStart, peak, idleAfter }: MemoryFigures): string {
  const figures = (side: "server" | "postgres") =>
    [
      ["at start", atStart],
      ["peak under load", peak],
      ["idle after", idleAfter],
    ]
      .map(([when, reading]) => {
        const { rssMiB, pssMiB } = (reading as MemoryReading)[side];
        return `${when} ${rssMiB} / ${pssMiB}`;
      })
      .join(", ");
  return (
    `Memory, RSS / PSS in MiB (PSS shares each shared page among the processes mapping it): ` +
    `the server ${figures("server")}; PostgreSQL (${peak.postgres.processes} processes at most, ` +
    `the whole server) ${figures("postgres")}.`
  );
}
