import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { connectDatabase } from "../../src/server/db/client.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { processImage } from "../../src/server/modules/uploads/image-job.ts";
import type { ImageProcessor } from "../../src/server/modules/uploads/image-processor.ts";
import { createUploadService } from "../../src/server/modules/uploads/service.ts";
import {
  createDiskStorage,
  uploadsDirectory,
} from "../../src/server/modules/uploads/storage/index.ts";
import { createServices } from "../../src/server/services.ts";
import { ADMIN, MEMBER } from "./accounts.ts";

/**
 * The API alone (no site, so no build is needed) for bench/image-burst.ts, on DATABASE_URL and
 * PORT, with an admin and a member. IMAGES=in-process puts image work back where it was before
 * it had a process of its own: on this process's threadpool, as many at once as arrive.
 */

const config = loadConfig();
const log = createLogger("warn", false);
const db = connectDatabase(config.DATABASE_URL ?? "", log);
const services = createServices(db, config, log);
if (process.env.IMAGES === "in-process") {
  const inProcess: ImageProcessor = {
    stats: { inIsolate: 0, peakInIsolate: 0, started: 0 },
    async process(data, spec) {
      const outcome = await processImage({ id: 0, data, spec });
      if (!outcome.ok) return outcome;
      return { ...outcome, data: Buffer.from(outcome.data) };
    },
    close() {},
  };
  services.uploads = createUploadService(createDiskStorage(uploadsDirectory(config)), {
    processor: inProcess,
  });
}
await services.auth.ensureUser({ ...ADMIN, role: "admin" });
await services.auth.ensureUser({ ...MEMBER, role: "member" });
const app = await buildApp({ config, services, log, web: "none" });
await app.listen({ port: config.PORT, host: "127.0.0.1" });
process.on("SIGTERM", () => {
  services.uploads.close();
  void app
    .close()
    .then(() => db.$client.end())
    .then(() => process.exit(0));
});
