import http from "node:http";
import zlib from "node:zlib";
import { firstLoadScripts } from "../../src/web/lib/first-load-scripts.ts";

/** How the server delivers a page and its assets: compression and caching, as a browser asks. */
export type Delivery = {
  html: ResponseFacts;
  /** The modules the page loads after its first paint, on the wire as Brotli and as gzip. */
  scripts: { count: number; brotliBytes: number; gzipBytes: number; cacheControl: string | null };
};

export type ResponseFacts = {
  path: string;
  status: number;
  contentEncoding: string | null;
  cacheControl: string | null;
  /** Bytes on the wire (after compression). */
  bytes: number;
};

const BROWSER_ENCODINGS = "br, gzip, deflate";

/**
 * Fetches the page and the modules its code loads first, with Brotli (as browsers ask) and with
 * gzip (as a client without Brotli asks). Lighthouse judges the outcome; this
 * records the facts behind it, so a regression (compression switched off, a lost Cache-Control,
 * a heavier bundle) shows up as a fact rather than as a few points of score.
 */
export async function checkDelivery(origin: string, pagePath: string): Promise<Delivery> {
  const html = await facts(origin, pagePath, BROWSER_ENCODINGS);
  const modules = firstLoadScripts(html.text);
  if (modules.length === 0) throw new Error(`${pagePath} names no modules to load`);
  const sum = async (encoding: string) => {
    const all = await Promise.all(modules.map((module) => facts(origin, module, encoding)));
    return { bytes: all.reduce((total, { facts }) => total + facts.bytes, 0), all };
  };
  const [brotli, gzip] = await Promise.all([sum("br"), sum("gzip")]);
  return {
    html: html.facts,
    scripts: {
      count: modules.length,
      brotliBytes: brotli.bytes,
      gzipBytes: gzip.bytes,
      cacheControl: brotli.all[0]?.facts.cacheControl ?? null,
    },
  };
}

/** node:http, because fetch decompresses and would hide both the encoding and the wire size. */
function facts(
  origin: string,
  path: string,
  acceptEncoding: string,
): Promise<{ text: string; facts: ResponseFacts }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { headers: { "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? null;
          resolve({
            text: decode(raw, encoding),
            facts: {
              path,
              status: response.statusCode ?? 0,
              contentEncoding: encoding,
              cacheControl: response.headers["cache-control"] ?? null,
              bytes: raw.byteLength,
            },
          });
        });
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${path}`)));
  });
}

function decode(raw: Buffer, encoding: string | null): string {
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(raw).toString("utf8");
  return raw.toString("utf8");
}
