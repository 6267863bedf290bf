import path from "node:path";
import { send, sleep } from "../faults/http.ts";
import { type RunningServer, startServer } from "../lib/server.ts";

export type InstanceName = "A" | "B";
export const INSTANCES: InstanceName[] = ["A", "B"];

export type Exit = { code: number | null; signal: NodeJS.Signals | null; ms: number };

/**
 * The two app instances (build/app/main.js, NODE_ENV=production, each its own DATA_DIR so
 * nothing is shared through the disk), started, killed and restarted by name on fixed ports.
 */
export function createInstances(options: {
  ports: Record<InstanceName, number>;
  dataRoot: string;
  env: Record<string, string>;
}) {
  const running: Partial<Record<InstanceName, RunningServer>> = {};
  const url = (name: InstanceName) => `http://127.0.0.1:${options.ports[name]}`;

  /** Starts the instance; `env` overrides the shared environment (a restored database, say). */
  async function start(name: InstanceName, env: Record<string, string> = {}): Promise<number> {
    const started = performance.now();
    running[name] = await startServer({
      dataDir: path.join(options.dataRoot, name),
      port: options.ports[name],
      env: { ...options.env, ...env },
      readyTimeoutMs: 120_000,
    });
    return performance.now() - started;
  }

  function server(name: InstanceName): RunningServer {
    const found = running[name];
    if (!found) throw new Error(`instance ${name} is not running`);
    return found;
  }

  /** Sends the signal and waits for the exit (SIGKILL after `limitMs`, as a supervisor would). */
  async function signal(name: InstanceName, kind: NodeJS.Signals, limitMs = 40_000): Promise<Exit> {
    const target = server(name);
    const started = performance.now();
    target.child.kill(kind);
    const timer = setTimeout(() => target.child.kill("SIGKILL"), limitMs);
    const exit = await target.exited;
    clearTimeout(timer);
    delete running[name];
    return { ...exit, ms: performance.now() - started };
  }

  return {
    url,
    address: (name: InstanceName) => `127.0.0.1:${options.ports[name]}`,
    start,
    server,
    signal,
    isRunning: (name: InstanceName) => running[name] !== undefined,
    /** The last lines the instance wrote, for a report when something went wrong. */
    output: (name: InstanceName) => running[name]?.output().slice(-8).join("\n") ?? "",
    async stopAll() {
      await Promise.all(
        INSTANCES.filter((name) => running[name]).map((name) => signal(name, "SIGTERM", 30_000)),
      );
    },
  };
}
export type Instances = ReturnType<typeof createInstances>;

export type Readiness = { ready: boolean; status: number; waitedMs: number };

/**
 * Polls GET /api/health/ready until 200, at most `limitMs`. A 404 means the app has no
 * readiness endpoint: the answer says so at once (status 404) rather than waiting it out.
 */
export async function waitReady(baseUrl: string, limitMs = 60_000): Promise<Readiness> {
  const started = performance.now();
  let status = 0;
  while (performance.now() - started < limitMs) {
    status = (await send(`${baseUrl}/api/health/ready`, { timeoutMs: 2_000 })).status;
    if (status === 200 || status === 404) break;
    await sleep(100);
  }
  return { ready: status === 200, status, waitedMs: performance.now() - started };
}

/** The app's fatal log line in a failed start-up's output, or the error's first line. */
export function fatalMessage(reason: unknown): string {
  const text = String(reason);
  const fatal = text.split("\n").find((line) => line.includes('"level":60'));
  const message = fatal ? /"msg":"((?:[^"\\]|\\.)*)"/.exec(fatal)?.[1] : undefined;
  return (message ?? text.split("\n")[0] ?? "").slice(0, 300);
}
