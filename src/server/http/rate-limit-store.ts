import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { LimitStore } from "../lib/limit-store.ts";

/**
 * The store @fastify/rate-limit counts the routes' limits in (contact, newsletter, beacons,
 * company sign-up): the site's limit store, so they are shared by every instance through Redis
 * when it is configured, and fall back to this process the same way when Redis fails.
 */
export function routeLimitStore(limits: LimitStore): FastifyRateLimitStoreCtor {
  class RouteLimits implements FastifyRateLimitStore {
    readonly #name: string;

    // The plugin makes the first with its options (unused); each limited route gets a child.
    constructor(_options: unknown, name = "routes") {
      this.#name = name;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limits.add(this.#name, key, timeWindow).then(
        (window) =>
          callback(null, { current: window.count, ttl: Math.max(window.resetAt - Date.now(), 0) }),
        (error: Error) => callback(error),
      );
    }

    child(route: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // What the plugin passes is the route's limit settings, with the route under `routeInfo`.
      const { method, url } = (route as { routeInfo?: { method?: unknown; url?: string } })
        .routeInfo ?? { method: route.method, url: route.url };
      return new RouteLimits(null, `route:${String(method)}:${url}`);
    }
  }
  return RouteLimits as unknown as FastifyRateLimitStoreCtor;
}
