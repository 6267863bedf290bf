import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

export type Logger = FastifyBaseLogger;

/** One pino logger for the process: JSON in production, pretty in development, secrets redacted. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    level,
    redact: {
      paths: ["req.headers.authorization", "*.password", "*.token", "password", "token"],
      censor: "[redacted]",
    },
    transport: pretty ? { target: "pino-pretty", options: { ignore: "pid,hostname" } } : undefined,
  });
}
