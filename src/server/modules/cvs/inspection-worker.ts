import { parentPort } from "node:worker_threads";
import type { CvVerdict } from "./cv-inspection.ts";
import { cvVerdict } from "./cv-verdict.ts";

export type InspectionJob = { id: number; data: Uint8Array };
export type InspectionResult = { id: number; verdict: CvVerdict };

/** Checks uploaded CVs off the main thread, one at a time, for cv-inspector.ts. */
parentPort?.on("message", (job: InspectionJob) => {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  void cvVerdict(data)
    .catch((): CvVerdict => "unreadable")
    .then((verdict) => parentPort?.postMessage({ id: job.id, verdict } satisfies InspectionResult));
});

// Loaded and listening: from now on a job's time is its own.
parentPort?.postMessage("ready");
