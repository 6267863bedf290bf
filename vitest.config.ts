import { fileURLToPath } from "node:url";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";
import { routeMessageIds } from "./vite/route-message-ids.ts";

// The web app's tests run code written with Lingui's macros, compiled as the Vite build does.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    routeMessageIds(
      fileURLToPath(new URL("./src/web", import.meta.url)),
      fileURLToPath(new URL("./src/web/locales", import.meta.url)),
    ),
  ],
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
