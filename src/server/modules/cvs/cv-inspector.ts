import { Worker } from "node:worker_threads";
import { RetryLaterError } from "../../lib/errors.ts";
import { createIsolatedQueue, type Isolate, type IsolateEvents } from "../../lib/isolated-queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { entryUrl } from "../../lib/server-files.ts";
import { acceptedFormat, type CvType, type CvVerdict, REFUSALS } from "./cv-inspection.ts";
import type { InspectionJob, InspectionResult } from "./inspection-worker.ts";

/** What a client is told to wait when other uploads fill the queue: about one check's time. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Checks CVs in a worker thread, one at a time, within a time limit (lib/isolated-queue.ts):
 * the checks are linear, but a crafted 5 MB file can still cost a second of CPU, which must
 * not be the page-serving thread's. A check past its time, or a worker that dies on a file, is
 * that file's refusal; more than `maxWaiting` at once are asked to retry. The worker starts
 * with the first upload and stops after `idleMs` without one.
 */
export function createCvInspector(
  options: { timeLimitMs?: number; maxWaiting?: number; idleMs?: number; log?: Logger } = {},
) {
  const { timeLimitMs = 10_000, maxWaiting = 4, idleMs = 30_000, log } = options;
  const queue = createIsolatedQueue<{ data: Uint8Array }, CvVerdict>({
    start: (events) => startWorker(events, log),
    timeLimitMs,
    maxWaiting,
    idleMs,
    onTooSlow: (job) =>
      log?.warn({ timeLimitMs, bytes: job.data.length }, "a CV check took too long"),
  });

  return {
    /** The format the bytes really are, or a 422 (or a 503 when too many wait). */
    async inspect(data: Buffer): Promise<CvType> {
      const outcome = await queue.run({ data });
      if ("answer" in outcome) return acceptedFormat(outcome.answer);
      if ("busy" in outcome) {
        throw new RetryLaterError(
          503,
          "UNAVAILABLE",
          `Other files are being checked; try again in ${BUSY_RETRY_SECONDS} s`,
          BUSY_RETRY_SECONDS,
        );
      }
      throw REFUSALS[outcome.failed === "too-slow" ? "too-complex" : "unreadable"];
    },
    close: () => queue.close(),
  };
}
export type CvInspector = ReturnType<typeof createCvInspector>;

function startWorker(
  events: IsolateEvents<CvVerdict>,
  log: Logger | undefined,
): Isolate<{ data: Uint8Array }> {
  const thread = new Worker(entryUrl("cv-inspection-worker"), {
    // A 5 MB file, its object streams (32 MiB at most, outside the heap) and an XML part or
    // two: a bigger heap would only be an attack, and then the file is refused.
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
  });
  thread.on("message", (message: InspectionResult | "ready") => {
    if (message === "ready") events.ready();
    else events.answer(message.id, message.verdict);
  });
  thread.on("error", (error) => {
    log?.error({ err: error }, "the CV check worker failed");
    events.died();
  });
  return {
    send: (job: InspectionJob) => thread.postMessage(job),
    keepAlive: (yes) => (yes ? thread.ref() : thread.unref()),
    stop: () => void thread.terminate(),
  };
}
