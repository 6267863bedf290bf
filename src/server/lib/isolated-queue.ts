/**
 * Heavy work on content (rendering Markdown, drawing images) runs apart from the thread that
 * answers every visitor: in a worker thread or a child process (an "isolate"), one job at a time,
 * each within a time limit. One piece of content can then cost its own request some seconds,
 * never the site: a job past its limit has its isolate stopped (the one sure way to interrupt
 * it) and the next job gets a fresh one.
 *
 * - A job's time starts once the isolate says it is ready: its start-up is not the job's fault.
 * - At most `maxWaiting` jobs wait; more are turned away at once (`busy`).
 * - The isolate starts with the first job and stops after `idleMs` without one, giving its
 *   memory back; while idle it does not keep the process alive.
 */

/** A worker thread or child process, as the queue drives it. */
export type Isolate<Job> = {
  send(job: Job & { id: number }): void;
  /** Whether it may keep this process alive: only while it has work. */
  keepAlive(yes: boolean): void;
  stop(): void;
};

/** What the isolate reports, wired by `start` to its messages and exit. */
export type IsolateEvents<Answer> = {
  ready(): void;
  answer(id: number, answer: Answer): void;
  /** It ended unasked (a crash, or out of memory on hostile content). */
  died(): void;
};

export type QueueOutcome<Answer> =
  | { answer: Answer }
  | { failed: "too-slow" | "died" }
  | { busy: true };

type Pending<Job, Answer> = {
  job: Job & { id: number };
  resolve: (o: QueueOutcome<Answer>) => void;
};
type Running<Job, Answer> = Pending<Job, Answer> & {
  isolate: Started<Job>;
  timer?: NodeJS.Timeout;
};
type Started<Job> = { isolate: Isolate<Job>; ready: boolean };

export type IsolatedQueueOptions<Job, Answer> = {
  start: (events: IsolateEvents<Answer>) => Isolate<Job>;
  timeLimitMs: number;
  maxWaiting: number;
  idleMs: number;
  /** Told when a job ran out of time (to log it). */
  onTooSlow?: (job: Job) => void;
};

export function createIsolatedQueue<Job, Answer>(options: IsolatedQueueOptions<Job, Answer>) {
  const { timeLimitMs, maxWaiting, idleMs } = options;
  let current: Started<Job> | null = null;
  let running: Running<Job, Answer> | null = null;
  const waiting: Pending<Job, Answer>[] = [];
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  /** For tests: jobs handed over and not finished, the most at once, isolates started. */
  const stats = { inIsolate: 0, peakInIsolate: 0, started: 0 };

  function start(): Started<Job> {
    const started: Started<Job> = {
      ready: false,
      isolate: options.start({
        ready() {
          started.ready = true;
          send();
        },
        answer(id, answer) {
          if (running?.isolate === started && running.job.id === id) finish({ answer });
        },
        died() {
          if (current === started) current = null;
          if (running?.isolate === started) finish({ failed: "died" });
        },
      }),
    };
    stats.started++;
    return started;
  }

  /** Hands the running job over once the isolate is ready; its time starts then. */
  function send() {
    const job = running;
    if (!job || job.timer || !job.isolate.ready) return;
    job.isolate.isolate.send(job.job);
    stats.inIsolate++;
    stats.peakInIsolate = Math.max(stats.peakInIsolate, stats.inIsolate);
    job.timer = setTimeout(() => {
      options.onTooSlow?.(job.job);
      if (current === job.isolate) current = null;
      finish({ failed: "too-slow" });
      job.isolate.isolate.stop();
    }, timeLimitMs);
  }

  function next() {
    const pending = waiting.shift();
    if (!pending) return;
    clearTimeout(idle);
    current ??= start();
    current.isolate.keepAlive(true);
    running = { ...pending, isolate: current };
    send();
  }

  function finish(outcome: QueueOutcome<Answer>) {
    const done = running;
    if (!done) return;
    if (done.timer) stats.inIsolate--;
    clearTimeout(done.timer);
    running = null;
    next();
    if (!running) stopWhenIdle();
    done.resolve(outcome);
  }

  function stopWhenIdle() {
    const idleOne = current;
    idleOne?.isolate.keepAlive(false);
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (current !== idleOne || running) return;
      current = null;
      idleOne?.isolate.stop();
    }, idleMs);
    idle.unref();
  }

  return {
    stats,
    /** Resolves with the isolate's answer or why there is none; never rejects. */
    run(job: Job): Promise<QueueOutcome<Answer>> {
      if (running && waiting.length >= maxWaiting) return Promise.resolve({ busy: true });
      return new Promise((resolve) => {
        waiting.push({ job: { ...job, id: nextId++ }, resolve });
        if (!running) next();
      });
    },
    close() {
      clearTimeout(idle);
      const stopping = current;
      current = null;
      stopping?.isolate.stop();
    },
  };
}
export type IsolatedQueue<Job, Answer> = ReturnType<typeof createIsolatedQueue<Job, Answer>>;
