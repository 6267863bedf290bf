import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React, React DOM, React Router and Lingui's runtime in one chunk of their own. Every page needs
// all of them before it can hydrate; left to Rolldown they come in six files, more requests on
// every page before its first paint. As one file they also stay cached until the dependencies
// change.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@lingui[\\/](core|react))[\\/]/;

// The plugin suggests its native macro transform, whose binary npm does not install here.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

// The site's own language glue, which every page loads too (see docs/decisions/0012).
const SITE_LANGUAGE =
  /src[\\/](shared[\\/]locales\.ts|web[\\/]i18n[\\/](i18n\.ts|locale-provider\.tsx|link\.tsx))$/;

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Lingui's macros become message ids at build time, and `.po` catalogues compile on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnCompileError: true }),
    reactRouter(),
  ],
  environments: {
    client: {
      build: {
        // SOURCEMAP=1 npx react-router build: source maps, to see what a chunk is made of.
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                // What every page uses to speak its language: one file, not five small ones.
                { name: "i18n", test: SITE_LANGUAGE },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    alias: {
      "use-sync-external-store/shim": fileURLToPath(
        new URL("./src/web/lib/use-sync-external-store.ts", import.meta.url),
      ),
    },
  },
  server: {
    // Database files and builds change on every write; watching them reloads pages at random.
    watch: { ignored: ["**/data/**", "**/build/**", "**/test-results/**"] },
  },
});
