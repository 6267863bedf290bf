import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { type AppDeps, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import type { TestApp } from "./test-app.ts";

export type LogLine = {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
};

/** A pino logger (as the app's, at info) whose lines are kept in memory, parsed, for a test. */
export function captureLog(): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

/** Lines a person on call would have to read: errors, and anything carrying a stack trace. */
export function alarming(lines: LogLine[]): LogLine[] {
  return lines.filter((line) => line.level >= 50 || line.err?.stack !== undefined);
}

/**
 * A second app on a test app's database and services, with what createTestApp does not set:
 * a logger to read, the built site, shorter time-outs. close() also removes its DATA_DIR.
 */
export async function buildAppOn(
  t: TestApp,
  deps: Omit<AppDeps, "config" | "services">,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = `/tmp/career-app-${randomBytes(4).toString("hex")}`;
  const config = loadConfig({
    NODE_ENV: "test",
    RATE_LIMIT_MAX: "1000",
    ...env,
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ ...deps, config, services: t.services });
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
