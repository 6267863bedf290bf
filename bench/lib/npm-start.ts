import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../src/server/lib/free-port.ts";
import { ROOT } from "./results.ts";
import { keepLastLines } from "./server.ts";

export type NpmStart = {
  url: string;
  /** The server process (node build/app/main.js), under npm and its shell. */
  serverPid: number;
  /** SIGTERM to npm and everything under it; resolves once npm has exited. */
  stop: () => Promise<void>;
  output: () => string[];
};

/** The children of `pid`, from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(
    tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "")),
  );
  return lists.flatMap((list) => list.split(" ").filter(Boolean).map(Number));
}

const isRunning = (pid: number) =>
  fs.access(`/proc/${pid}`).then(
    () => true,
    () => false,
  );

/** The first Node process under `pid` that runs `script`. */
async function descendantRunning(pid: number, script: string): Promise<number | null> {
  for (const child of await childrenOf(pid)) {
    const [program = "", ...args] = (
      await fs.readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "")
    ).split("\0");
    // Node itself, not the shell npm runs the script in, whose command line names it too.
    if (path.basename(program) === "node" && args.includes(script)) return child;
    const deeper = await descendantRunning(child, script);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * Runs `npm start` as the README says, with its own DATA_DIR (the embedded PostgreSQL's data
 * too), optionally inside a cgroup (`procsFile`): the shell joins the group, then becomes npm,
 * so npm, the server and PostgreSQL are all born in it. Resolves once /api/health answers.
 */
export async function startWithNpm(options: {
  dataDir: string;
  env?: Record<string, string>;
  procsFile?: string;
}): Promise<NpmStart> {
  const port = await freePort();
  await fs.mkdir(options.dataDir, { recursive: true });
  const join = options.procsFile ? `echo $$ > '${options.procsFile}' && ` : "";
  const child = spawn("sh", ["-c", `${join}exec npm start`], {
    cwd: ROOT,
    // A group of its own, so a stop reaches npm's children too.
    detached: true,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      SHUTDOWN_DELAY_SECONDS: "0",
      ...options.env,
      PORT: String(port),
      DATA_DIR: path.resolve(options.dataDir),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = keepLastLines(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not come up:\n${output().join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const serverPid = await descendantRunning(child.pid!, "build/app/main.js");
  if (!serverPid) throw new Error("npm start runs no build/app/main.js");
  return {
    url,
    serverPid,
    output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
      // The server outlives npm by its shutdown, which stops PostgreSQL last.
      for (let waited = 0; waited < 30_000 && (await isRunning(serverPid)); waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
