import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

/**
 * How long a client may take, in milliseconds. Behind a reverse proxy these are the proxy's
 * limits towards the app; the README ("Behind a reverse proxy") says what they assume of it.
 */
export type ServerTimeouts = {
  /** The whole request, headers and body, must have arrived within this of its first byte. */
  request: number;
  /** The request line and headers must have arrived within this. */
  headers: number;
  /**
   * An idle kept-alive connection is closed after this. Longer than a proxy's own idle time-out
   * for its upstream connections (60 s for nginx and AWS load balancers), so the proxy always
   * closes first and never sends a request down a connection the app is closing (a 502).
   */
  keepAlive: number;
  /**
   * A connection with no traffic either way for this long is dropped, whatever it is waiting
   * for: a client that stops reading its answer, or an answer that never comes.
   */
  idle: number;
  /**
   * How often Node looks for requests past `request` or `headers`: it only checks on this
   * interval (30 s by default), so a trickled body would otherwise run to 60 s, not 30.
   */
  check: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  request: 30_000,
  headers: 10_000,
  keepAlive: 72_000,
  idle: 60_000,
  check: 1_000,
};

/** Fastify's options for these time-outs (Fastify leaves Node's request time-out off). */
export function timeoutOptions(
  overrides: Partial<ServerTimeouts> = {},
): Pick<
  FastifyHttpOptions<Server>,
  "requestTimeout" | "keepAliveTimeout" | "connectionTimeout" | "http"
> {
  const t = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.request,
    keepAliveTimeout: t.keepAlive,
    connectionTimeout: t.idle,
    // Read by Node only when the server is created; Node refuses headers > request there.
    http: {
      requestTimeout: t.request,
      headersTimeout: Math.min(t.headers, t.request),
      connectionsCheckingInterval: t.check,
    },
  };
}
