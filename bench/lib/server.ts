import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { PRODUCTION_SERVER_ARGS, PRODUCTION_SERVER_ENV } from "../../scripts/production-server.ts";
import { freePort } from "../../src/server/lib/free-port.ts";
import { ROOT } from "./results.ts";

export type ServerOptions = {
  /** DATA_DIR of this instance (uploads; the embedded database too when DATABASE_URL is unset). */
  dataDir: string;
  /** Fixed port; by default a free one. */
  port?: number;
  /** Extra environment, e.g. { DATABASE_URL, SEED_DEMO: "false", RATE_LIMIT_MAX: "100000" }. */
  env?: Record<string, string>;
  /** How long start-up may take (embedded PostgreSQL's first initdb is slow). */
  readyTimeoutMs?: number;
  /** Echo the server's output to ours (it is always kept: the last lines appear in errors). */
  echo?: boolean;
};

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (SIGTERM by default) and waits for the exit, SIGKILL after timeoutMs. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<void>;
  /** Resident memory of the server process now, in MiB (from /proc). */
  rssMiB: () => Promise<number>;
  /** The last lines the server wrote (stdout and stderr). */
  output: () => string[];
};

/** The last 50 lines a child wrote (stdout and stderr), echoed to ours when asked. */
export function keepLastLines(child: ChildProcess, echo = false): () => string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    if (echo) process.stderr.write(chunk);
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => [...lines];
}

/** Builds the site and the server when missing or stale, like `npm start` does. */
export function ensureBuild(): void {
  execFileSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: ROOT, stdio: "inherit" });
}

/**
 * Starts the production server (build/app/main.js as `npm start` runs it, NODE_ENV=production,
 * LOG_LEVEL=warn, HOST=127.0.0.1) and resolves when GET /api/health answers 200.
 * Call ensureBuild() first. Rejects, with the server's last output, when it exits or times out.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  await fs.mkdir(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, PRODUCTION_SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...PRODUCTION_SERVER_ENV,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ...options.env,
      PORT: String(port),
      DATA_DIR: path.resolve(options.dataDir),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = keepLastLines(child, options.echo);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (!(await isHealthy(url))) {
    if (hasExited || Date.now() > deadline) {
      if (!hasExited) child.kill("SIGKILL");
      const why = hasExited ? "exited during start-up" : "did not become ready in time";
      throw new Error(`The server ${why}:\n${output().join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    port,
    pid: child.pid!,
    child,
    exited,
    output,
    rssMiB: async () => {
      const status = await fs.readFile(`/proc/${child.pid}/status`, "utf8");
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return Math.round((kib / 1024) * 10) / 10;
    },
    stop: async (signal = "SIGTERM", timeoutMs = 30_000) => {
      if (hasExited) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
