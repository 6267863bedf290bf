import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sleep } from "../faults/http.ts";
import { ROOT } from "../lib/results.ts";

export const NGINX_BIN = "/usr/sbin/nginx";
export const NGINX_TEMPLATE = path.join(ROOT, "deploy/nginx.conf");
const PLACEHOLDERS = ["LISTEN", "APP_1", "APP_2", "RUN_DIR", "LOG_DIR"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** Debian's nginx, or the command that installs it and exit code 1. */
export function requireNginx(): string {
  if (existsSync(NGINX_BIN)) {
    // `nginx -v` writes its version to stderr.
    const answer = spawnSync(NGINX_BIN, ["-v"], { encoding: "utf8" });
    return (answer.stderr || answer.stdout).trim().replace(/^nginx version: /, "");
  }
  console.error(
    `nginx is not installed (${NGINX_BIN} is missing). Install Debian's package, then run again:\n` +
      "  sudo apt-get update && sudo apt-get install -y nginx\n" +
      "(If its post-install script starts a system nginx on port 80, `sudo systemctl stop nginx`.)",
  );
  process.exit(1);
}

/** deploy/nginx.conf with its placeholders filled, as envsubst would; throws on one left over. */
export function renderConfig(template: string, values: Record<Placeholder, string>): string {
  let text = template;
  for (const name of PLACEHOLDERS) text = text.replaceAll(`\${${name}}`, values[name]);
  const left = /\$\{[A-Z_0-9]+\}/.exec(text);
  if (left)
    throw new Error(`deploy/nginx.conf has a placeholder the script does not fill: ${left[0]}`);
  return text;
}

export type AccessLine = {
  /** When nginx finished the request, ms since the epoch. */
  at: number;
  method: string;
  path: string;
  status: number;
  requestId: string;
  /** Every instance tried, in order ("127.0.0.1:3501"), and what each answered ("502", "-"). */
  upstreams: string[];
  upstreamStatuses: string[];
};

export type RunningNginx = {
  url: string;
  port: number;
  dir: string;
  accessLog: () => Promise<AccessLine[]>;
  errorLog: () => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Starts nginx in the foreground (`-g "daemon off;"`, our child) on the rendered template, its
 * pid, logs and temporary files in a directory of its own, and resolves once it answers.
 */
export async function startNginx(options: {
  port: number;
  apps: [string, string];
}): Promise<RunningNginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-cluster-nginx-"));
  // Started as root, nginx's workers run as www-data (the template's `user`): they must be able
  // to reach the directory of request bodies' temporary files.
  await fs.chmod(dir, 0o755);
  const runDir = path.join(dir, "run");
  const logDir = path.join(dir, "logs");
  await fs.mkdir(runDir, { recursive: true, mode: 0o755 });
  await fs.mkdir(logDir, { recursive: true, mode: 0o755 });
  const config = renderConfig(await fs.readFile(NGINX_TEMPLATE, "utf8"), {
    LISTEN: `127.0.0.1:${options.port}`,
    APP_1: options.apps[0],
    APP_2: options.apps[1],
    RUN_DIR: runDir,
    LOG_DIR: logDir,
  });
  const configFile = path.join(dir, "nginx.conf");
  await fs.writeFile(configFile, config);
  const args = ["-p", dir, "-c", configFile];
  execFileSync(NGINX_BIN, [...args, "-t", "-q"], { stdio: "pipe" });
  const child: ChildProcess = spawn(NGINX_BIN, [...args, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  while (!(await listening(url))) {
    if (hasExited || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await sleep(100);
  }

  const accessLogFile = path.join(logDir, "access.log");
  return {
    url,
    port: options.port,
    dir,
    // nginx writes its log in blocks at least every second (deploy/nginx.conf): wait for them.
    accessLog: async () => {
      await sleep(1_200);
      return parseAccessLog(await fs.readFile(accessLogFile, "utf8"));
    },
    errorLog: () => fs.readFile(path.join(logDir, "error.log"), "utf8").catch(() => ""),
    stop: async () => {
      if (hasExited) return;
      // Fast shutdown: the load is over by now, and SIGTERM stops the workers with the master.
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Any HTTP answer from nginx means it listens (the instances may not be up yet). */
async function listening(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/nginx-is-up`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

const LINE =
  /"(\S+) (\S+)[^"]*" (\d{3}) \d+ rid=(\S+) up="([^"]*)" ups="([^"]*)" .* t=(\d+(?:\.\d+)?)$/;

/** The `cluster` log format of deploy/nginx.conf, line by line; lines of another shape are skipped. */
export function parseAccessLog(text: string): AccessLine[] {
  const lines: AccessLine[] = [];
  for (const line of text.split("\n")) {
    const match = LINE.exec(line);
    if (!match) continue;
    const list = (value: string) =>
      value === "-" || value === "" ? [] : value.split(/[,:]\s+/).map((item) => item.trim());
    lines.push({
      method: match[1] ?? "",
      path: match[2] ?? "",
      status: Number(match[3]),
      requestId: match[4] ?? "",
      upstreams: list(match[5] ?? ""),
      upstreamStatuses: list(match[6] ?? ""),
      at: Number(match[7]) * 1000,
    });
  }
  return lines;
}
