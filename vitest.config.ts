import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";

// The plugin suggests its native macro transform, whose binary npm does not install here.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  // Lingui's macros (`t`, `msg`, `<Trans>`) compile to message descriptors, as in the Vite build;
  // without this, a test importing web code that translates fails on the macro import.
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
