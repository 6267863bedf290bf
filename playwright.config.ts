import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { PRODUCTION_SERVER_ARGS, PRODUCTION_SERVER_ENV } from "./scripts/production-server.ts";

const PORT = Number(process.env.E2E_PORT ?? 3211);

export default defineConfig({
  testDir: "e2e",
  // A real SMTP server that the app under test sends contact-form mail to.
  globalSetup: "./e2e/mail-server.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  // Two cores run the server, Chromium and the test together: allow for a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium; Playwright never downloads a browser here.
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    // A fresh embedded database per run, seeded with the demo content, on the production build
    // of the site and of the server, run as `npm start` runs it. The data directory follows the
    // port, so runs on different ports never share a database.
    command: `rm -rf test-results/e2e-data-${PORT} && node scripts/build-server.ts && node ${PRODUCTION_SERVER_ARGS.join(" ")}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      ...PRODUCTION_SERVER_ENV,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `test-results/e2e-data-${PORT}`,
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password",
      LOG_LEVEL: "warn",
      // The journeys sign in far more often than a person; the limit itself is tested in src/.
      RATE_LIMIT_MAX: "1000",
      SMTP_URL: `smtp://127.0.0.1:${PORT + 1000}`,
      CONTACT_TO: "team@example.com",
    },
  },
});
