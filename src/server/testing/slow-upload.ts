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
