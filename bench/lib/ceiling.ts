import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type CapturedResponse = { status: number; contentType: string; body: Buffer };

export type CeilingServer = { url: string; stop: () => Promise<void> };

/** Fetches a URL once and keeps what a client sees: status, content type and body bytes. */
export async function captureResponse(
  url: string,
  headers: Record<string, string> = {},
): Promise<CapturedResponse> {
  const response = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The ceiling: a bare Node HTTP server, in a process of its own, answering each path (with its
 * query string, e.g. "/api/jobs/public?q=x") with the captured bytes from memory. Whatever the
 * app does beyond that — routing, validation, database, rendering — is what the ratio measures.
 */
export async function startCeilingServer(
  responses: Map<string, CapturedResponse>,
): Promise<CeilingServer> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "ceiling-child.ts");
  const child = spawn(process.execPath, [script], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const entries = [...responses].map(([key, value]) => [
    key,
    value.status,
    value.contentType,
    value.body.toString("base64"),
  ]);
  child.send({ entries });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`The ceiling server exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
