import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../lib/free-port.ts";
import { ensureSiteBuild } from "../testing/site-build.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const DELAY_SECONDS = 2;
/** The slow request's second half comes after the delay: still arriving when the server closes. */
const BODY_PAUSE_MS = 3_000;

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  ensureSiteBuild();
  t = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "career-drain-"));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: string } | { status: 0; failure: string };

/** One request on a connection of its own; a refused connection is an answer too. */
function get(port: number, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: url, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, failure: error.code ?? error.message }),
    );
  });
}

/** A contact message whose body arrives in two halves, `pauseMs` apart. */
function slowContactPost(port: number, pauseMs: number): Promise<Answer> {
  const body = JSON.stringify({
    name: "Slow Sender",
    email: "slow@example.com",
    subject: "Sent across a restart",
    message: "This body arrives in two halves, the second after the server was told to stop.",
    locale: "en",
  });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, failure: error.code ?? error.message }),
    );
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), pauseMs);
  });
}

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      WORKER: "off",
      SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
    },
    stdio: "ignore",
  });
}

it("on SIGTERM, turns unready for the delay, finishes the request in flight and exits 0", async () => {
  const port = await freePort();
  const server = startServer(port);
  const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    await expect
      .poll(async () => (await get(port, "/api/health/ready")).status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(200);

    const inFlight = slowContactPost(port, BODY_PAUSE_MS);
    // Long enough for the server to have taken the request (its headers and first half).
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    const signalledAt = performance.now();

    // During the delay: not ready, yet still serving.
    await expect
      .poll(async () => (await get(port, "/api/health/ready")).status, { timeout: 1_500 })
      .toBe(503);
    const live = await get(port, "/api/health");
    expect(live.status).toBe(200);
    expect(performance.now() - signalledAt).toBeLessThan(DELAY_SECONDS * 1000);

    // The request in flight finishes although the server stopped listening meanwhile.
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    const afterClose = await get(port, "/api/health");
    expect(afterClose.status === 0 || afterClose.status === 503).toBe(true);

    const [code] = await exited;
    expect(code).toBe(0);
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  }
}, 30_000);
