import path from "node:path";
import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageModule, ROOT_MODULE, SITE_LAYOUT_MODULE, SITE_PAGES } from "./src/web/site-pages.ts";
import { precompress } from "./vite/precompress.ts";
import { routeMessageIds } from "./vite/route-message-ids.ts";
import { siteShellChunk } from "./vite/site-shell-chunk.ts";

// React, React DOM, React Router and Lingui's runtime in one chunk of their own. Every page needs
// all of them before it can hydrate; left to Rolldown they come in six files, more requests on
// every page before its first paint. As one file they also stay cached until the dependencies
// change.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@lingui[\\/](core|react))[\\/]/;

// The plugin suggests its native macro transform, whose binary npm does not install here.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

const WEB_ROOT = fileURLToPath(new URL("./src/web", import.meta.url));
const inWebRoot = (file: string) => path.join(WEB_ROOT, file);

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Lingui's macros become message ids at build time, and `.po` catalogues compile on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnCompileError: true }),
    reactRouter(),
    routeMessageIds(WEB_ROOT, inWebRoot("locales")),
    precompress(),
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
                siteShellChunk(
                  [ROOT_MODULE, SITE_LAYOUT_MODULE].map(inWebRoot),
                  SITE_PAGES.map((page) => inWebRoot(pageModule(page))),
                ),
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          // The server keeps each module's source text for as long as it runs: without comments,
          // and with its CJK and Thai words escaped to ASCII, V8 keeps it at one byte a
          // character, not two.
          output: { charset: "ascii", comments: false },
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
