/**
 * The server's memory right after a full garbage collection, read through the inspector
 * (the server runs with NODE_OPTIONS=--inspect=127.0.0.1:0, reachable from this machine only).
 * RSS alone cannot tell a leak from a heap that V8 lets grow lazily, or from memory the
 * allocator keeps; live objects after a full collection can: they only grow with a leak.
 */
export type AfterGc = {
  /** Live JavaScript objects. */
  heapMiB: number;
  /** Memory held outside the heap for JavaScript objects: Buffers, zlib streams, … */
  externalMiB: number;
  rssMiB: number;
};

export type HeapProbe = {
  /** Forces a full collection, then reads process.memoryUsage() inside the server, in MiB. */
  afterGc: () => Promise<AfterGc>;
  close: () => void;
};

export const INSPECT_OPTIONS = "--inspect=127.0.0.1:0";

export async function connectHeapProbe(output: () => string[]): Promise<HeapProbe> {
  const line = output().find((text) => text.includes("Debugger listening on ws://"));
  const url = line ? /ws:\/\/\S+/.exec(line)?.[0] : undefined;
  if (!url) throw new Error("the server did not print its inspector address");
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot reach ${url}`)), {
      once: true,
    });
  });
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  const call = (method: string, params?: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error(`${method} did not answer`)), 30_000);
      waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    afterGc: async () => {
      await call("HeapProfiler.collectGarbage");
      const answer = (await call("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(answer.result.value) as Record<
        "heapUsed" | "external" | "rss",
        number
      >;
      const mib = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
      return {
        heapMiB: mib(usage.heapUsed),
        externalMiB: mib(usage.external),
        rssMiB: mib(usage.rss),
      };
    },
    close: () => socket.close(),
  };
}
