import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PRODUCTION_SERVER_ARGS, PRODUCTION_SERVER_ENV } from "../../scripts/production-server.ts";
import { freePort } from "../../src/server/lib/free-port.ts";
import { ROOT } from "../lib/results.ts";

export type AppServer = {
  origin: string;
  /** postgres:// URL of the embedded database, for the machine description. */
  databaseUrl: string | null;
  stop: () => Promise<void>;
};

const READY_TIMEOUT_MS = 120_000;

/**
 * The production app on a free port with a fresh embedded PostgreSQL in a data directory of its
 * own, seeded with the demo content: the same thing a visitor of `npm start` gets, and nothing
 * shared with other runs (a DATABASE_URL in the environment is deliberately ignored).
 */
export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-web-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...PRODUCTION_SERVER_ENV,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    // Errors only: the pool's notices at shutdown would bury the figures.
    LOG_LEVEL: "error",
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, PRODUCTION_SERVER_ARGS, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, databaseUrl: await embeddedDatabaseUrl(dataDir), stop };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer ${origin}/api/health within ${READY_TIMEOUT_MS} ms`);
}

/** SIGTERM lets the app stop its embedded PostgreSQL cleanly; SIGKILL only if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 25_000);
  await exited;
  clearTimeout(timer);
}

/** The embedded server's address, from its lock file and the password the app stored. */
async function embeddedDatabaseUrl(dataDir: string): Promise<string | null> {
  try {
    const pid = await fs.readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
    const port = pid.split("\n")[3]?.trim();
    const password = (await fs.readFile(path.join(dataDir, ".postgres-password"), "utf8")).trim();
    if (!port) return null;
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  } catch {
    return null;
  }
}
