import { configWarnings, loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { createLogger } from "./lib/logger.ts";
import { stopOnSignals } from "./lib/shutdown.ts";
import { createServices } from "./services.ts";

/**
 * `npm run worker`: the background work alone (mail, schedules), for sites whose web instances
 * run with WORKER=off. Any number may run; each job still runs once (decision 0016).
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new Error(
      "npm run worker needs DATABASE_URL: the embedded database serves the one process that started it",
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const log = createLogger(config.LOG_LEVEL, config.NODE_ENV === "development");
for (const warning of configWarnings(config)) log.warn(warning);

const database = await openDatabase(config, log);
const services = createServices(database.db, config, log, { worker: true });
const stop = await services.startBackgroundWork();

// Cut off after 20 s: running jobs get 15 of them to finish (background/worker.ts).
stopOnSignals(log, 20, async () => {
  await stop();
  services.mail.close();
  await services.markdown.close();
  await database.close();
});
