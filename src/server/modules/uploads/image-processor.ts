import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import type { Logger } from "../../lib/logger.ts";
import type { ImageOutcome, ImageSpec } from "./image-job.ts";

/**
 * Image work (decoding, SVG drawing, resizing, WebP encoding) happens in one child process, one
 * job at a time, so a burst of uploads cannot slow sign-in:
 * - sharp runs on libuv's threadpool, which in this process also hashes passwords (scrypt): four
 *   slow images would hold all four threads. The child has a threadpool of its own;
 * - the child runs at a lower CPU priority (nice 10): on two cores, a sign-in outranks an image;
 * - a job gets `timeLimitMs` once the child has it; past that the child is killed, the only way
 *   to stop librsvg mid-drawing (sharp's timeout was measured waiting 28 s on a 2 s limit), and
 *   the next job gets a new child;
 * - at most `maxWaiting` jobs wait; more are refused with 503 and Retry-After.
 * The child is started on the first upload and stopped after `idleMs` without one, returning
 * its memory (sharp and libvips: 50 MB and more).
 */
export type ImageProcessorOptions = {
  timeLimitMs?: number;
  maxWaiting?: number;
  idleMs?: number;
  log?: Logger;
};
export type ImageResult =
  | { ok: true; data: Buffer; width: number; height: number; bytes: number }
  | { ok: false; reason: "unsupported" | "invalid" | "too-complex" | "too-slow" | "busy" };

type Child = { process: ChildProcess; ready: boolean };
type Job = { id: number; data: Buffer; spec: ImageSpec; resolve: (result: ImageResult) => void };
type Running = Job & { child: Child; timer?: NodeJS.Timeout };

const CHILD = fileURLToPath(new URL("./image-process.ts", import.meta.url));
const LOWER_PRIORITY = 10;

export function createImageProcessor(options: ImageProcessorOptions = {}) {
  const { timeLimitMs = 10_000, maxWaiting = 4, idleMs = 30_000, log } = options;
  let child: Child | null = null;
  let running: Running | null = null;
  const waiting: Job[] = [];
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  /** Jobs handed to a child and not yet finished: the most at once, children started (tests). */
  const stats = { inChild: 0, peakInChild: 0, childrenStarted: 0 };

  function start(): Child {
    const started: Child = {
      process: fork(CHILD, [], {
        // Structured clone carries the image bytes as they are, not as JSON.
        serialization: "advanced",
        // Whatever flags run this process (a test runner's, a debugger's) are not the child's.
        execArgv: ["--max-old-space-size=96"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      }),
      ready: false,
    };
    stats.childrenStarted++;
    try {
      if (started.process.pid) setPriority(started.process.pid, LOWER_PRIORITY);
    } catch {
      // Not allowed here (some containers): the job limits still hold.
    }
    started.process.on("message", (message: ImageOutcome | "ready") => {
      if (message === "ready") {
        started.ready = true;
        send();
      } else if (running?.child === started && message.id === running.id) {
        finish(toResult(message));
      }
    });
    started.process.on("exit", (code, signal) => {
      if (child === started) child = null;
      // It died during a job (a crash, or out of memory on a hostile file): that job fails.
      if (running?.child === started) {
        log?.warn({ code, signal }, "the image process died during a job");
        finish({ ok: false, reason: "invalid" });
      }
    });
    started.process.on("error", (error) => log?.error({ err: error }, "the image process failed"));
    return started;
  }

  /** Hands the running job to the child once it is ready; its time starts then. */
  function send() {
    const job = running;
    if (!job || job.timer || !job.child.ready) return;
    job.child.process.send({ id: job.id, data: job.data, spec: job.spec });
    stats.inChild++;
    stats.peakInChild = Math.max(stats.peakInChild, stats.inChild);
    job.timer = setTimeout(() => {
      log?.warn({ timeLimitMs, bytes: job.data.length }, "an image took too long; process killed");
      if (child === job.child) child = null;
      finish({ ok: false, reason: "too-slow" });
      job.child.process.kill("SIGKILL");
    }, timeLimitMs);
  }

  function next() {
    const job = waiting.shift();
    if (!job) return;
    clearTimeout(idle);
    child ??= start();
    child.process.ref();
    child.process.channel?.ref();
    running = { ...job, child };
    send();
  }

  function finish(result: ImageResult) {
    const done = running;
    if (!done) return;
    if (done.timer) stats.inChild--;
    clearTimeout(done.timer);
    running = null;
    next();
    if (!running) stopWhenIdle();
    done.resolve(result);
  }

  function stopWhenIdle() {
    const current = child;
    // Idle, the child must not keep this process alive, nor its memory for long.
    current?.process.unref();
    current?.process.channel?.unref();
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (child !== current || running) return;
      child = null;
      current?.process.kill();
    }, idleMs);
    idle.unref();
  }

  return {
    stats,
    /** Resolves with the WebP or why there is none; never rejects. */
    process(data: Buffer, spec: ImageSpec): Promise<ImageResult> {
      if (running && waiting.length >= maxWaiting) {
        return Promise.resolve({ ok: false, reason: "busy" });
      }
      return new Promise((resolve) => {
        waiting.push({ id: nextId++, data, spec, resolve });
        if (!running) next();
      });
    },
    close() {
      clearTimeout(idle);
      const current = child;
      child = null;
      current?.process.kill();
    },
  };
}
export type ImageProcessor = ReturnType<typeof createImageProcessor>;

function toResult(outcome: ImageOutcome): ImageResult {
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  const { data, width, height, bytes } = outcome;
  return {
    ok: true,
    data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
    bytes,
  };
}
