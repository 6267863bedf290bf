import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { combineLoads, type LoadResult } from "./load.ts";

/**
 * Throughput measured with wrk (Debian's package): written in C, one thread drives tens of
 * thousands of requests a second without decoding bodies, where autocannon spends a whole core
 * at 10,000–13,000 and so measured itself. Every result says how much CPU wrk used, so a report
 * shows whether the generator, not the server, was the limit.
 */
export type ThroughputResult = LoadResult & {
  /** wrk's CPU time (user + system) over the run's wall time: 1 is one whole core. */
  generatorCpu: number;
};

/** Rounds of one measurement as one result (combineLoads), wrk's CPU its busiest round's. */
export function combineThroughput(rounds: ThroughputResult[]): ThroughputResult {
  return {
    ...combineLoads(rounds),
    generatorCpu: Math.max(...rounds.map((round) => round.generatorCpu)),
  };
}

export type ThroughputOptions = {
  url: string;
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
  timeoutSeconds?: number;
  /** wrk's threads (BENCH_WRK_THREADS, 1 by default: the server needs the other core). */
  threads?: number;
  /** Paths taken in turn instead of the URL's own; a list carries on where its last run ended. */
  paths?: string[];
  /** Request headers, e.g. { "accept-encoding": "br" } as a browser sends it. */
  headers?: Record<string, string>;
};

const WRK = "/usr/bin/wrk";

/** wrk's path, installed from Debian's packages when missing (root only), as Chromium is. */
export function ensureWrk(): string {
  if (existsSync(WRK)) return WRK;
  if (process.getuid?.() !== 0) {
    console.error("wrk is missing: install it (Debian: sudo apt-get install wrk), then run again.");
    process.exit(1);
  }
  console.log("Installing Debian's wrk for the load…");
  execFileSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq wrk"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return WRK;
}

// One JSON line at the end; latencies are in microseconds. `request` is defined only when the
// run takes paths in turn (wrk calls Lua per request then, which costs it a little).
const REPORT = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,' ..
    '"timeout":%d,"mean":%.1f,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.max))
end`;
const ROTATION = `
local paths, position = {}, 0
function init(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
  position = tonumber(args[2])
end
function request()
  position = position + 1
  return wrk.format(nil, paths[(position % #paths) + 1])
end`;

const positions = new WeakMap<string[], { next: number }>();

/** `paths` starting `by` places on, the ones before moved to the end. */
export function rotated(paths: string[], by: number): string[] {
  const next = by % paths.length;
  return [...paths.slice(next), ...paths.slice(0, next)];
}

/** `paths` in the order wrk would take them next: the least recently asked first. */
export const pathsFromNext = (paths: string[]) => rotated(paths, positions.get(paths)?.next ?? 0);

/** Loads one URL (or a list of paths) as fast as wrk can, after an unmeasured warm-up. */
export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "career-wrk-"));
  try {
    const script = path.join(directory, "report.lua");
    await fs.writeFile(script, options.paths ? ROTATION + REPORT : REPORT);
    const pathsFile = path.join(directory, "paths.txt");
    if (options.paths) await fs.writeFile(pathsFile, `${options.paths.join("\n")}\n`);
    const position = options.paths ? (positions.get(options.paths) ?? { next: 0 }) : null;
    if (options.paths && position) positions.set(options.paths, position);

    const run = async (seconds: number) => {
      const extra = position ? ["--", pathsFile, String(position.next)] : [];
      const result = await runWrk([
        `-t${options.threads ?? Number(process.env.BENCH_WRK_THREADS ?? 1)}`,
        `-c${options.connections ?? 50}`,
        `-d${Math.max(1, Math.round(seconds))}s`,
        `--timeout=${options.timeoutSeconds ?? 10}s`,
        ...Object.entries(options.headers ?? {}).map(([name, value]) => `-H${name}: ${value}`),
        `-s${script}`,
        options.url,
        ...extra,
      ]);
      if (position) position.next += result.requests;
      return result;
    };
    if (options.warmupSeconds) await run(options.warmupSeconds);
    return await run(options.durationSeconds ?? 10);
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

type WrkReport = {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

/** Runs wrk under a shell whose `times` then tells the CPU its child used. */
function runWrk(args: string[]): Promise<ThroughputResult> {
  const quoted = args.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", `${ensureWrk()} ${quoted} && times`]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const line = /^WRK_RESULT (.*)$/m.exec(output)?.[1];
      // `times`: the shell's own user and system time, then its children's (wrk's).
      const times = [...output.matchAll(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/g)].at(-1);
      if (code !== 0 || !line || !times) {
        reject(new Error(`wrk failed (exit ${code}):\n${output.slice(-2_000)}`));
        return;
      }
      const report = JSON.parse(line) as WrkReport;
      const cpuSeconds =
        Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]);
      resolve(toResult(report, cpuSeconds));
    });
  });
}

function toResult(report: WrkReport, cpuSeconds: number): ThroughputResult {
  const seconds = report.durationUs / 1e6;
  const ms = (microseconds: number) => Math.round(microseconds / 10) / 100;
  const errors = report.connect + report.read + report.write + report.timeout;
  return {
    requests: report.requests,
    durationSeconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(report.requests / seconds),
    latencyMs: {
      mean: ms(report.mean),
      p50: ms(report.p50),
      p90: ms(report.p90),
      p99: ms(report.p99),
      max: ms(report.max),
    },
    errors,
    timeouts: report.timeout,
    // wrk counts answers of 400 and above; what they were is not told without a Lua callback per
    // answer, which would slow it down.
    non2xx: report.status,
    statusCodes: report.status ? { "4xx/5xx": report.status } : {},
    generatorCpu: Math.round((cpuSeconds / seconds) * 100) / 100,
  };
}
