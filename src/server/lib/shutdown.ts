import type { Logger } from "./logger.ts";

/**
 * On SIGINT or SIGTERM, runs `stop` once and exits; a stop that hangs is cut off after
 * `limitSeconds`, so a supervisor's restart is never blocked.
 */
export function stopOnSignals(log: Logger, limitSeconds: number, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), limitSeconds * 1000);
    force.unref();
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}
