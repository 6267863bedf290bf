import { buildApp } from "./app.ts";
import { configWarnings, loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { HttpError } from "./lib/errors.ts";
import { createLogger } from "./lib/logger.ts";
import { connectRedis } from "./lib/redis.ts";
import { stopOnSignals } from "./lib/shutdown.ts";
import { createServices } from "./services.ts";

const started = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const dev = config.NODE_ENV === "development";
const log = createLogger(config.LOG_LEVEL, dev);
for (const warning of configWarnings(config)) log.warn(warning);

let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase(config, log);
  const open = database;
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
  const services = createServices(database.db, config, log, { redis });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const admin = {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      role: "admin" as const,
    };
    // Another instance starting at the same moment can create the account between our look-up
    // and our insert (a unique violation): then it exists, and a second pass updates it.
    const { created } = await services.auth.ensureUser(admin).catch((error: unknown) => {
      // Refused rather than warned about: an easily guessed administrator password is the one
      // account whose guessing matters most, and start-up is where its owner is looking.
      if (error instanceof HttpError && error.fields?.password) {
        throw new Error(`ADMIN_PASSWORD is too easy to guess: ${error.fields.password}`);
      }
      const code =
        error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
      if (code === "23505") return services.auth.ensureUser(admin);
      throw error;
    });
    log.info(
      { email: config.ADMIN_EMAIL },
      created ? "admin account created" : "admin account updated",
    );
  }
  if (config.SEED_DEMO) {
    // Loaded only to seed: a server without demo content never reads its files or their parser.
    const { seedDemoContent } = await import("./db/seed/seed.ts");
    await seedDemoContent(database.db, log);
  }

  // Before the first request: a request may queue mail.
  const stopBackgroundWork = await services.startBackgroundWork();
  const app = await buildApp({ config, services, log, web: dev ? "vite" : "build" });
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(
    `ready in ${Math.round(performance.now() - started)} ms: http://localhost:${config.PORT}`,
  );

  // Stop in order: readiness answers 503 while requests are still served, so a load balancer
  // that polls it moves traffic elsewhere first; then refuse new connections and finish
  // requests in flight, let running jobs finish, then the database.
  const delaySeconds = config.SHUTDOWN_DELAY_SECONDS;
  stopOnSignals(log, delaySeconds + 25, async () => {
    app.readiness.draining = true;
    if (delaySeconds > 0) {
      log.info(`readiness answers 503; still serving for ${delaySeconds} s`);
      await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    }
    // Behind nginx: until it has moved its traffic elsewhere (readiness.ts), at most 5 s.
    await app.readiness.settled();
    await app.close();
    await stopBackgroundWork();
    services.mail.close();
    await services.markdown.close();
    await services.cvs.close();
    await open.close();
    await redis?.quit();
  });
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
  await database?.close().catch(() => {});
  process.exit(1);
}
