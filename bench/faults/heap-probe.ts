/**
 * The server's JavaScript heap after a full garbage collection, read through the inspector
 * (the server runs with NODE_OPTIONS=--inspect=127.0.0.1:0, reachable from this machine only).
 * RSS alone cannot tell a leak from a heap that V8 lets grow lazily, or from memory the
 * allocator keeps; live objects after a full collection can: they only grow with a leak.
 */
export type HeapProbe = {
  /** Forces a full collection, then returns the heap in use, in MiB. */
  heapAfterGcMiB: () => Promise<number>;
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
  const call = (method: string) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error(`${method} did not answer`)), 30_000);
      waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    heapAfterGcMiB: async () => {
      await call("HeapProfiler.collectGarbage");
      const usage = (await call("Runtime.getHeapUsage")) as { usedSize: number };
      return Math.round((usage.usedSize / 1024 ** 2) * 10) / 10;
    },
    close: () => socket.close(),
  };
}
