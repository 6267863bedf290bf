import os from "node:os";
import pg from "pg";

export type Machine = {
  os: string;
  cpuModel: string;
  cpuCount: number;
  totalMemoryGiB: number;
  node: string;
  postgres: string | null;
  /** 1, 5 and 15 minute load averages when described: above the CPU count, others competed. */
  loadAverage: number[];
  date: string;
};

/**
 * What the figures were measured on, stored beside every result: a number means little without
 * the machine (and, for database-bound benchmarks, the PostgreSQL version) behind it.
 */
export async function describeMachine(databaseUrl?: string): Promise<Machine> {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cpuCount: cpus.length,
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: databaseUrl ? await postgresVersion(databaseUrl) : null,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    date: new Date().toISOString(),
  };
}

async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>("show server_version");
    return result.rows[0]?.server_version ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** One line for a report header: "2 × <CPU>, 7.8 GiB RAM, Linux …, Node v24…, PostgreSQL 15.20, load average 1 / 2 / 3". */
export function machineLine(machine: Machine): string {
  const parts = [
    `${machine.cpuCount} × ${machine.cpuModel}`,
    `${machine.totalMemoryGiB} GiB RAM`,
    machine.os,
    `Node ${machine.node}`,
  ];
  if (machine.postgres) parts.push(`PostgreSQL ${machine.postgres}`);
  parts.push(`load average ${machine.loadAverage.join(" / ")}`);
  return parts.join(", ");
}
