import { Worker } from "node:worker_threads";
import { createIsolatedQueue, type Isolate, type IsolateEvents } from "../isolated-queue.ts";
import type { Logger } from "../logger.ts";
import { entryUrl } from "../server-files.ts";
import { escapedParagraphs, markdownToHtml, markdownToText, type TextOptions } from "./render.ts";
import type { MarkdownResult, MarkdownTask } from "./worker.ts";

/**
 * Short texts render at once, in this thread: parsing is linear, and 2,000 characters cost a
 * few milliseconds at worst. Longer ones (a post may hold 100,000) can take hundreds of
 * milliseconds, which on this thread would hold up every other visitor, so they go to a worker.
 */
const IN_THREAD_CHARACTERS = 2_000;
/** Jobs waiting for the worker beyond this are shown as escaped text rather than queued. */
const MAX_WAITING = 32;
/** An idle worker is stopped after this long, giving its memory (30 MB and up) back. */
const IDLE_MS = 30_000;
/** Results kept, texts and results together, least recently used out first (about 4 MB). */
const REMEMBERED_CHARACTERS = 2_000_000;

type Job = { kind: "html" } | { kind: "text"; options: TextOptions };

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;

/**
 * Markdown for pages: HTML and plain text, remembered, with a time limit. One piece of content
 * must not stall the site for everyone: a document the worker has not finished within
 * `timeoutMs` is shown as escaped text (the worker is stopped and a fresh one takes the next).
 */
export function createMarkdownRenderer(
  options: { timeoutMs?: number; log?: Logger; inThreadCharacters?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const inThread = options.inThreadCharacters ?? IN_THREAD_CHARACTERS;
  const worker = createIsolatedQueue<MarkdownTask, string | null>({
    start: (events) => startWorker(events, options.log),
    timeLimitMs: timeoutMs,
    maxWaiting: MAX_WAITING,
    idleMs: IDLE_MS,
    onTooSlow: (job) =>
      options.log?.warn(
        { characters: job.markdown.length, timeoutMs },
        "Markdown took too long to render; shown as escaped text",
      ),
  });
  const results = new Map<string, string>();
  const inFlight = new Map<string, Promise<string>>();
  let size = 0;

  function remember(key: string, result: string) {
    results.set(key, result);
    size += key.length + result.length;
    for (const [oldest, value] of results) {
      if (size <= REMEMBERED_CHARACTERS) break;
      results.delete(oldest);
      size -= oldest.length + value.length;
    }
  }

  async function render(markdown: string, job: Job): Promise<string> {
    const key = job.kind === "html" ? `h${markdown}` : `t${JSON.stringify(job.options)}${markdown}`;
    const known = results.get(key);
    if (known !== undefined) {
      results.delete(key);
      results.set(key, known);
      return known;
    }
    if (markdown.length <= inThread) {
      const result = renderHere(markdown, job);
      remember(key, result);
      return result;
    }
    // Many visitors opening a new post at once wait for one rendering of it.
    let promise = inFlight.get(key);
    if (!promise) {
      promise = worker.run({ markdown, ...job }).then((outcome) => {
        inFlight.delete(key);
        const rendered = "answer" in outcome ? outcome.answer : null;
        const result = rendered ?? fallback(markdown, job);
        // A document that failed or ran out of time would do so again: remember its fallback.
        if (!("busy" in outcome)) remember(key, result);
        return result;
      });
      inFlight.set(key, promise);
    }
    return promise;
  }

  return {
    toHtml: (markdown: string) => render(markdown, { kind: "html" }),
    toText: (markdown: string, textOptions: TextOptions = {}) =>
      render(markdown, { kind: "text", options: textOptions }),
    close: () => worker.close(),
  };
}

function renderHere(markdown: string, job: Job): string {
  return job.kind === "html" ? markdownToHtml(markdown) : markdownToText(markdown, job.options);
}

/** What is shown when a document could not be rendered in time: its text, escaped. */
function fallback(markdown: string, job: Job): string {
  if (job.kind === "html") return escapedParagraphs(markdown);
  const text = job.options.lines ? markdown.trim() : markdown.replace(/\s+/g, " ").trim();
  const max = job.options.maxLength;
  return max && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The worker (worker.ts); a null answer is a document it could not render. */
function startWorker(
  events: IsolateEvents<string | null>,
  log: Logger | undefined,
): Isolate<MarkdownTask> {
  const thread = new Worker(entryUrl("markdown-worker"), {
    // The largest document the API accepts renders well within this; a bigger heap would
    // only be a leak or an attack, and then the document shows as escaped text.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  thread.on("message", (message: MarkdownResult | "ready") => {
    if (message === "ready") events.ready();
    else events.answer(message.id, "result" in message ? message.result : null);
  });
  thread.on("error", (error) => {
    log?.error({ err: error }, "the Markdown worker failed");
    events.died();
  });
  return {
    send: (job) => thread.postMessage(job),
    keepAlive: (yes) => (yes ? thread.ref() : thread.unref()),
    stop: () => void thread.terminate(),
  };
}
