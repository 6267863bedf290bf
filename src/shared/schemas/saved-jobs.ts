import { z } from "zod";
import { job } from "./jobs.ts";

export const jobIdParams = z.object({ jobId: z.uuid({ message: "Not a valid job id" }) });

/** A job she saved, as it is now: `open` is false once it closed, expired or was withdrawn. */
export const savedJob = z.object({
  job,
  savedAt: z.string(),
  open: z.boolean().describe("Whether the job still takes applications (public and not expired)."),
});
export type SavedJob = z.infer<typeof savedJob>;

export const savedJobList = z.object({ items: z.array(savedJob) });
