import http from "node:http";
import { connect } from "node:net";
import type { HTTPMethods } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { alarming } from "../testing/log-capture.ts";
import { builtSiteForTests } from "../testing/site-build.ts";
import { SERVED_METHODS } from "./request-guards.ts";

/**
 * Every method Node's HTTP parser accepts, on the wire and injected, against the API, the
 * site (the built one), uploads and built assets: never a 5xx, never a logged stack trace, and
 * a method the app does not answer is a 405 in the error shape wherever it is sent.
 */

const PATHS = ["/", "/jobs", "/api/jobs", "/api/nope", "/uploads/x.webp", "/assets/x.js"];
const UNUSUAL = http.METHODS.filter((method) => !SERVED_METHODS.includes(method));

const consoleError = vi.spyOn(console, "error");

const site = builtSiteForTests({ listen: true });
const { capture } = site;

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Exactly this request line on a socket of its own; the answer is read until the server closes. */
function onTheWire(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(site.port, "127.0.0.1", () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${method} ${path}: no answer`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

async function injected(method: string, path: string): Promise<Answer> {
  const response = await site.app.inject({ method: method as HTTPMethods, url: path });
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  );
  return { status: response.statusCode, headers, body: response.body };
}

/** A 4xx is a page (the site's own error page) or the API's error shape; HEAD has no body. */
function problemWith(method: string, answer: Answer): string | undefined {
  if (!answer.status || answer.status >= 500) return `answered ${answer.status}`;
  const type = answer.headers["content-type"] ?? "";
  if (answer.status < 400 || type.startsWith("text/html") || method === "HEAD") return undefined;
  if (!type.startsWith("application/json")) return `${answer.status} as ${type}`;
  const body = JSON.parse(answer.body) as { error?: object };
  if (Object.keys(body).join() !== "error") return `${answer.status} not in the error shape`;
  return undefined;
}

describe.each([
  ["on the wire", onTheWire],
  ["injected", injected],
] as const)("every method Node's parser accepts, %s,", (_how, send) => {
  it.each(UNUSUAL)("%s, answers 405 in the error shape on every path", async (method) => {
    for (const path of PATHS) {
      const answer = await send(method, path);
      const what = `${method} ${path}: ${JSON.stringify(answer).slice(0, 300)}`;
      expect(answer.status, what).toBe(405);
      expect(answer.headers.allow, what).toBe(SERVED_METHODS.join(", "));
      if (method === "HEAD") continue;
      expect(JSON.parse(answer.body), what).toEqual({
        error: { code: "METHOD_NOT_ALLOWED", message: expect.any(String) },
      });
    }
  });

  it.each(SERVED_METHODS)("%s, answers below 500 on every path", async (method) => {
    for (const path of PATHS) {
      const answer = await send(method, path);
      const what = `${method} ${path}: ${JSON.stringify(answer).slice(0, 300)}`;
      expect(problemWith(method, answer), what).toBeUndefined();
    }
  });
});

describe("the log of all those requests", () => {
  it("holds no error and no stack trace, in pino or on the console", async () => {
    // A few of its own, so that this means something when it runs alone.
    for (const method of ["TRACE", "CONNECT", "QUERY"]) {
      for (const path of PATHS) await onTheWire(method, path);
    }
    expect(capture.lines.length).toBeGreaterThan(PATHS.length * 2);
    expect(alarming(capture.lines)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
