import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";

// As in vite.config.ts: the native macro transform Lingui suggests is not installed here.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  // Lingui's macros become message ids as in the build (vite.config.ts): the web app's tests
  // import components and helpers that use them.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
