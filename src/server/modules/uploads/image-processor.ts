import { fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { createIsolatedQueue, type Isolate, type IsolateEvents } from "../../lib/isolated-queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { entryUrl } from "../../lib/server-files.ts";
import type { ImageOutcome, ImageSpec } from "./image-spec.ts";

/**
 * Image work (decoding, SVG drawing, resizing, WebP encoding) happens in one child process, one
 * job at a time (lib/isolated-queue.ts), so a burst of uploads cannot slow sign-in:
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

type ImageTask = { data: Buffer; spec: ImageSpec };

const CHILD = fileURLToPath(entryUrl("image-process"));
const LOWER_PRIORITY = 10;

export function createImageProcessor(options: ImageProcessorOptions = {}) {
  const { timeLimitMs = 10_000, maxWaiting = 4, idleMs = 30_000, log } = options;
  const queue = createIsolatedQueue<ImageTask, ImageOutcome>({
    start: (events) => startChild(events, log),
    timeLimitMs,
    maxWaiting,
    idleMs,
    onTooSlow: (job) =>
      log?.warn({ timeLimitMs, bytes: job.data.length }, "an image took too long; process killed"),
  });

  return {
    stats: queue.stats,
    /** Resolves with the WebP or why there is none; never rejects. */
    async process(data: Buffer, spec: ImageSpec): Promise<ImageResult> {
      const outcome = await queue.run({ data, spec });
      if ("answer" in outcome) return toResult(outcome.answer);
      if ("busy" in outcome) return { ok: false, reason: "busy" };
      // Killed past its time, or died on its own (a crash, or out of memory on a hostile file).
      return { ok: false, reason: outcome.failed === "too-slow" ? "too-slow" : "invalid" };
    },
    close: () => queue.close(),
  };
}
export type ImageProcessor = ReturnType<typeof createImageProcessor>;

function startChild(
  events: IsolateEvents<ImageOutcome>,
  log: Logger | undefined,
): Isolate<ImageTask> {
  const child = fork(CHILD, [], {
    // Structured clone carries the image bytes as they are, not as JSON.
    serialization: "advanced",
    // Whatever flags run this process (a test runner's, a debugger's) are not the child's.
    execArgv: ["--max-old-space-size=96"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    if (child.pid) setPriority(child.pid, LOWER_PRIORITY);
  } catch {
    // Not allowed here (some containers): the job limits still hold.
  }
  let stopping = false;
  child.on("message", (message: ImageOutcome | "ready") => {
    if (message === "ready") events.ready();
    else events.answer(message.id, message);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log?.warn({ code, signal }, "the image process ended unasked");
    events.died();
  });
  child.on("error", (error) => log?.error({ err: error }, "the image process failed"));
  return {
    send: (job) => child.send(job),
    keepAlive(yes) {
      if (yes) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    },
    stop() {
      stopping = true;
      child.kill("SIGKILL");
    },
  };
}

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
