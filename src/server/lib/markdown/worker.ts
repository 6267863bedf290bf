import { parentPort } from "node:worker_threads";
import { markdownToHtml, markdownToText, type TextOptions } from "./render.ts";

export type MarkdownTask = { markdown: string } & (
  | { kind: "html" }
  | { kind: "text"; options: TextOptions }
);
export type MarkdownJob = MarkdownTask & { id: number };
export type MarkdownResult = { id: number; result: string } | { id: number; failed: true };

/** Renders Markdown off the main thread, one job at a time, for the renderer in renderer.ts. */
parentPort?.on("message", (job: MarkdownJob) => {
  try {
    const result =
      job.kind === "html"
        ? markdownToHtml(job.markdown)
        : markdownToText(job.markdown, job.options);
    parentPort?.postMessage({ id: job.id, result } satisfies MarkdownResult);
  } catch {
    parentPort?.postMessage({ id: job.id, failed: true } satisfies MarkdownResult);
  }
});

// Loaded and listening: from now on a job's time is its own.
parentPort?.postMessage("ready");
