import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Config, parseHost } from "../config.ts";
import { HttpError } from "../lib/errors.ts";
import { requestOrigin } from "./web-request.ts";

/**
 * Requests whose absolute URLs were made from their own Host header. Their answers must not be
 * kept by a shared cache: one request with a forged Host would otherwise hand its links to
 * everyone (see cache-policy.ts).
 */
const originFromRequest = new WeakSet<FastifyRequest>();

/**
 * The origin of every absolute URL the site writes (canonical links, og:url, JSON-LD, the
 * sitemap, robots.txt, calendar files, and anything later that needs one): PUBLIC_URL when it
 * is set, never the Host header then; otherwise the request's own origin, and the answer is
 * marked as depending on it.
 */
export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured;
  const origin = requestOrigin(request);
  originFromRequest.add(request);
  return origin;
}

export const originCameFromRequest = (request: FastifyRequest) => originFromRequest.has(request);

type Allowed = { name: string; port: string | null };

/** An entry without a port allows its host on any port; one with a port, only that port. */
export function isAllowedHost(host: string, allowed: readonly Allowed[]): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  return allowed.some(
    (entry) => entry.name === parsed.name && (entry.port === null || entry.port === parsed.port),
  );
}

/** Routes that load balancers and Prometheus call by an instance's address, not the site's name. */
const ADDRESSED_BY_INSTANCE = new Set(["/api/health", "/api/health/ready", "/metrics"]);

/**
 * With ALLOWED_HOSTS set, a request for any other host (a forged Host header, a DNS rebinding
 * page) is refused before routing does anything with it: pages and the API alike. The health
 * and readiness checks and the metrics are exempt, as load balancers and Prometheus call them by
 * the instance's address, and they answer nothing that depends on the host.
 */
export function registerAllowedHosts(app: FastifyInstance, config: Config) {
  if (!config.ALLOWED_HOSTS) return;
  const allowed = config.ALLOWED_HOSTS.map((entry) => parseHost(entry) as Allowed);
  app.addHook("onRequest", async (request) => {
    if (ADDRESSED_BY_INSTANCE.has(request.routeOptions.url ?? "")) return;
    // request.host is what origins are made from: X-Forwarded-Host behind a trusted proxy.
    if (!isAllowedHost(request.host, allowed)) {
      throw new HttpError(400, "BAD_REQUEST", "This server does not answer for that host name");
    }
  });
}
