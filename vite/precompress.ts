import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every built client file, beside it: the
 * server sends them as they are (@fastify/static's `preCompressed`). Compressing once at build
 * time affords the slowest, smallest settings, some 15 % below what compressing each answer
 * on the fly can afford, and the server spends nothing on them.
 */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? "");
      const jobs = Object.values(bundle)
        // React Router reads and then deletes .vite/manifest.json: it is no file to serve.
        .filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith(".vite/"))
        .map(async (file) => {
          const bytes = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (bytes.length < MIN_BYTES) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        });
      await Promise.all(jobs);
    },
  };
}
