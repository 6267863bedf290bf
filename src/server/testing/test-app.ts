import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { connectDatabase } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { connectRedis } from "../lib/redis.ts";
import { createServices, type Services } from "../services.ts";
import { admin, databaseUrl } from "./global-setup.ts";

/** The password of the accounts signUp() makes: one that the strength check accepts. */
export const TEST_PASSWORD = "quiet-lantern-harbour-42";

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  /** The test database, for processes a test starts beside the app. */
  databaseUrl: string;
  /** A request with a JSON body and, when given, a bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  signUp: (role: "admin" | "member") => Promise<string>;
  close: () => Promise<void>;
};

/** A fresh database cloned from the migrated template, and the app on it (API only unless asked). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { web?: AppDeps["web"] } = {},
): Promise<TestApp> {
  const serverUrl = inject("databaseServerUrl");
  const template = inject("templateDatabase");
  const name = `${template.replace(/_template$/, "")}_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name} template ${template}`);
  const config = loadConfig({
    NODE_ENV: "test",
    RATE_LIMIT_MAX: "1000",
    LOG_LEVEL: "silent",
    // Mail is queued; a test that needs it delivered runs the worker (WORKER: "on").
    WORKER: "off",
    ...env,
  });
  const log = createLogger("silent", false);
  const url = databaseUrl(serverUrl, name);
  const db = connectDatabase(url, log, 4);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
  const services = createServices(db, config, log, { redis });
  const stopBackgroundWork = await services.startBackgroundWork();
  const app = await buildApp({ config, services, log, web: options.web ?? "none" });

  return {
    app,
    services,
    databaseUrl: url,
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    async signUp(role) {
      const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
      await services.auth.ensureUser({
        email,
        password: TEST_PASSWORD,
        role,
        name: `Test ${role}`,
      });
      // An address of its own, so set-up never counts against the limits a test watches.
      const client = { address: "test-setup" };
      const { token } = await services.auth.login({ email, password: TEST_PASSWORD }, client);
      return token;
    },
    async close() {
      await app.close();
      await stopBackgroundWork();
      services.mail.close();
      await services.markdown.close();
      await services.cvs.close();
      await db.$client.end();
      await redis?.quit();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
