import type { FastifyInstance } from "fastify";

/** Sign-in, sign-up, contact and newsletter: about RATE_LIMIT_MAX tries a minute per address. */
export const authRateLimit = (app: FastifyInstance) => ({
  max: app.config.RATE_LIMIT_MAX,
  timeWindow: "1 minute",
});
