import { backgroundSiteUrl, loadConfig } from "../config.ts";
import { openDatabase } from "../db/open.ts";
import { createLogger } from "../lib/logger.ts";
import { createServices } from "../services.ts";

const USAGE = "Usage: npm run alerts -- send-now   (mails every active alert's digest at once)";

/**
 * `npm run alerts -- send-now`: the daily run of job alert digests, now and for every active
 * alert whatever its frequency, by the same code as the schedule (for operators and tests). It
 * queues the mails; the site's worker delivers them. Beside a running `npm start` on the
 * embedded database it uses that database.
 */
async function main() {
  const [command] = process.argv.slice(2);
  if (command !== "send-now") throw new Error(USAGE);
  const config = loadConfig();
  const log = createLogger("warn", false);
  const database = await openDatabase(config, log, { beside: true });
  const services = createServices(database.db, config, log, { worker: false });
  const stop = await services.startBackgroundWork();
  try {
    const run = await services.digests.run({ siteUrl: backgroundSiteUrl(config), force: true });
    console.log(
      `Looked at ${run.alerts} alerts (${run.searches} searches) in ${run.ms} ms: ${run.mailed} digests queued.`,
    );
  } finally {
    await stop();
    services.mail.close();
    await services.markdown.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
