import net from "node:net";

export type SlowUploadOptions = {
  port: number;
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /** Sent first, at once (e.g. the opening of a multipart body). */
  prefix?: Buffer;
  /** Body bytes the client offers in all, after the prefix. */
  totalBytes: number;
  chunkBytes?: number;
  intervalMs?: number;
  /** Frame the body as chunked transfer encoding (no Content-Length). */
  chunked?: boolean;
  /** How long to keep sending after the response, to see whether the server closes. */
  graceMs?: number;
};

export type SlowUploadResult = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the kernel had accepted from the client when the response arrived. */
  sentBeforeResponse: number;
  sentTotal: number;
  /** The server closed the connection (end, reset or a refused write) after answering. */
  closedByServer: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client that announces a big body and sends it slowly, honouring back-pressure, so the bytes
 * counted are bytes the server's socket accepted. It shows whether a server refuses an oversized
 * body early and then stops reading, or quietly drains everything the client sends.
 */
export async function slowUpload(options: SlowUploadOptions): Promise<SlowUploadResult> {
  const { port, totalBytes, chunked = false } = options;
  const chunkBytes = options.chunkBytes ?? 64 * 1024;
  const intervalMs = options.intervalMs ?? 5;
  const graceMs = options.graceMs ?? 1500;
  const socket = net.connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });

  let raw = Buffer.alloc(0);
  let closed = false;
  let sent = 0;
  let sentBeforeResponse = -1;
  let responseAt = 0;
  socket.on("data", (data) => {
    raw = Buffer.concat([raw, data]);
    if (sentBeforeResponse < 0 && raw.includes("\r\n\r\n")) {
      sentBeforeResponse = sent;
      responseAt = Date.now();
    }
  });
  const markClosed = () => {
    closed = true;
  };
  socket.on("end", markClosed);
  socket.on("close", markClosed);
  socket.on("error", markClosed);

  const write = (data: Buffer) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const flushed = socket.write(data, () => resolve());
      if (!flushed) socket.once("drain", () => resolve());
    });

  await write(Buffer.from(`${options.head}\r\n\r\n`));
  if (options.prefix) await write(options.prefix);
  const chunk = Buffer.alloc(chunkBytes, 0x61);
  while (!closed && sent < totalBytes) {
    if (responseAt && Date.now() - responseAt > graceMs) break;
    const size = Math.min(chunkBytes, totalBytes - sent);
    const body = size === chunkBytes ? chunk : chunk.subarray(0, size);
    const framed = chunked
      ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), body, Buffer.from("\r\n")])
      : body;
    await write(framed);
    if (!closed) sent += size;
    await sleep(intervalMs);
  }
  // Wait for a response that has not come yet, but not for ever.
  for (let waited = 0; sentBeforeResponse < 0 && !closed && waited < 5000; waited += 20) {
    await sleep(20);
  }
  await sleep(50);
  const closedByServer = closed;
  socket.destroy();

  const text = raw.toString("utf8");
  const [headText = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = headText.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1] ?? 0),
    headers,
    body: rest.join("\r\n\r\n"),
    sentBeforeResponse,
    sentTotal: sent,
    closedByServer,
  };
}

export type TrickleResult = {
  /** The first answer's status and body; 0 and "" when none came. */
  status: number;
  body: string;
  /** Milliseconds from the connection to the first byte of an answer; -1 when none came. */
  answeredAfterMs: number;
  /** Milliseconds from the connection to the server closing it; -1 when it did not. */
  closedAfterMs: number;
};

/**
 * A client that sends `head` at once, then `drip` one byte every `intervalMs`, and after that
 * holds the connection open without a word, until the server closes it or `maxMs` pass. With
 * an empty head it is an idle connection; with a whole request as head, a kept-alive one.
 */
export async function trickle(options: {
  port: number;
  head?: string;
  drip?: string;
  intervalMs?: number;
  maxMs: number;
}): Promise<TrickleResult> {
  const { port, head = "", drip = "", intervalMs = 1000, maxMs } = options;
  const started = Date.now();
  const socket = net.connect({ port, host: "127.0.0.1" });
  let raw = Buffer.alloc(0);
  let answeredAfterMs = -1;
  let closedAfterMs = -1;
  socket.on("data", (data) => {
    if (answeredAfterMs < 0) answeredAfterMs = Date.now() - started;
    raw = Buffer.concat([raw, data]);
  });
  const closed = new Promise<void>((resolve) => {
    const done = () => {
      if (closedAfterMs < 0) closedAfterMs = Date.now() - started;
      resolve();
    };
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", done);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  if (head) socket.write(head);
  const deadline = started + maxMs;
  for (const byte of drip) {
    if (closedAfterMs >= 0 || Date.now() >= deadline) break;
    socket.write(byte);
    await Promise.race([closed, sleep(intervalMs)]);
  }
  await Promise.race([closed, sleep(Math.max(0, deadline - Date.now()))]);
  socket.destroy();
  const [headText = "", ...rest] = raw.toString("utf8").split("\r\n\r\n");
  return {
    status: Number(headText.split(" ")[1] ?? 0),
    body: rest.join("\r\n\r\n"),
    answeredAfterMs,
    closedAfterMs,
  };
}
