import type { FastifyInstance } from "fastify";

/**
 * Contact and newsletter: RATE_LIMIT_MAX tries a minute per address, an IPv6 address counting for
 * its whole /64 (one subscriber's usual allocation), an IPv4-mapped one as its IPv4 address.
 * Sign-in and sign-up are limited in the auth service instead (modules/auth/sign-in-limits.ts).
 */
export const authRateLimit = (app: FastifyInstance) => ({
  max: app.config.RATE_LIMIT_MAX,
  timeWindow: "1 minute",
  ipv6Subnet: 64,
});
