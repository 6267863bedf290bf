import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

export type { Redis };

/**
 * A warning for a Redis call that failed and was answered another way (counted in memory,
 * rendered here): at most one line a minute, as an outage fails every request's call. The
 * message only, never the command (AUTH's carries the password).
 */
export function redisFailureWarning(log: Logger, message: string, now: () => number = Date.now) {
  let warned = Number.NEGATIVE_INFINITY;
  return (error: unknown) => {
    if (now() - warned < 60_000) return;
    warned = now();
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, message);
  };
}

/**
 * The Redis every instance shares (REDIS_URL), for what must be counted across them. Loaded
 * only when configured: a site on one machine never reads the client's code. Commands fail
 * fast (no queue while disconnected, one retry, 1 s time-out) so a Redis outage slows no
 * request: the limit stores then count in memory until it answers again.
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    // Reconnects every second at most while it is away, for as long as it is away.
    retryStrategy: (times) => Math.min(times * 200, 1000),
  });
  let down = false;
  let lastError = "";
  client.on("error", (error: Error) => {
    // The message only: ioredis attaches the failed command, and AUTH's carries the password.
    lastError = error.message;
    // Each reconnection attempt errs; one line when it goes away is enough.
    if (!down)
      log.error({ reason: lastError }, "Redis is not answering; limits count per instance");
    down = true;
  });
  client.on("ready", () => {
    if (down) log.info("Redis answers again; limits are shared");
    down = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = lastError || (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at REDIS_URL did not answer: ${reason}`);
  }
  return client;
}
