import { processImage } from "./image-job.ts";
import type { ImageJob } from "./image-spec.ts";

/**
 * The child process that does all image work, one job at a time, for image-processor.ts: its
 * libuv threadpool is its own, so sharp never holds a thread the server hashes passwords on, and
 * a job past its time limit is stopped by killing the process (sharp's own timeout cannot
 * interrupt librsvg in the middle of drawing).
 */
process.on("message", (job: ImageJob) => {
  void processImage(job).then((outcome) => process.send?.(outcome));
});
// The server went away (stopped, or killed): nothing is left to work for.
process.on("disconnect", () => process.exit(0));
process.send?.("ready");
