import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * What the embedded PostgreSQL of an app's DATA_DIR looks like from outside: its lock file, its
 * processes and a connection string, so a fault script can check the database directly.
 */

export type PostmasterLock = { pid: number; port: number };

export async function readPostmasterPid(dataDir: string): Promise<PostmasterLock | null> {
  const text = await fs
    .readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .catch(() => null);
  if (text === null) return null;
  const lines = text.split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The URL of the running embedded server of DATA_DIR (port from its postmaster.pid). */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const lock = await readPostmasterPid(dataDir);
  if (!lock) throw new Error(`no postmaster.pid in ${dataDir}/postgres: is the server running?`);
  const password = (await fs.readFile(path.join(dataDir, ".postgres-password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/postgres`;
}

export type ProcessInfo = { pid: number; parentPid: number; command: string };

/** Every postmaster running on DATA_DIR/postgres (its workers carry no -D and are left out). */
export async function postgresProcessesOn(dataDir: string): Promise<ProcessInfo[]> {
  const found: ProcessInfo[] = [];
  const flag = `-D ${path.join(path.resolve(dataDir), "postgres")} `;
  for (const name of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const info = await describeProcess(Number(name));
    if (info && `${info.command} `.includes(flag)) found.push(info);
  }
  return found;
}

export async function describeProcess(pid: number): Promise<ProcessInfo | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const command = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8"))
      .replaceAll("\0", " ")
      .trim();
    const [state, parentPid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (state === "Z") return null;
    return { pid, parentPid: Number(parentPid), command };
  } catch {
    return null;
  }
}

/** Runs one query on a short-lived connection. */
export async function query<Row extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Stops any postgres still running on DATA_DIR (SIGINT: a clean fast shutdown) and waits for it,
 * so a fault that failed half-way leaves no server behind it.
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<number> {
  const left = await postgresProcessesOn(dataDir);
  for (const { pid } of left) process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 10_000 && left.length > 0; waited += 100) {
    if ((await postgresProcessesOn(dataDir)).length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left.length;
}
