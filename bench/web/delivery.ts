import http from "node:http";
import zlib from "node:zlib";

/** How the server delivers a page and its assets: compression and caching, as a browser asks. */
export type Delivery = {
  html: ResponseFacts;
  script: ResponseFacts | null;
  stylesheet: ResponseFacts | null;
};

export type ResponseFacts = {
  path: string;
  status: number;
  contentEncoding: string | null;
  cacheControl: string | null;
  /** Bytes on the wire (after compression). */
  bytes: number;
};

const ACCEPT_ENCODING = "br, gzip, deflate";

/**
 * Fetches the page, its largest script and its stylesheet. Lighthouse judges the outcome; this
 * records the headers behind it, so a regression (compression switched off, a lost
 * Cache-Control) shows up as a fact rather than as a few points of score.
 */
export async function checkDelivery(origin: string, pagePath: string): Promise<Delivery> {
  const html = await facts(origin, pagePath);
  const body = html.text;
  // React Router preloads every module of the page from the head.
  const modules = [...body.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  const scripts = await Promise.all(modules.map((match) => facts(origin, match[1] as string)));
  const largest = scripts.map((script) => script.facts).sort((a, b) => b.bytes - a.bytes)[0];
  const stylesheet = body.match(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+)"/)?.[1];
  return {
    html: html.facts,
    script: largest ?? null,
    stylesheet: stylesheet ? (await facts(origin, stylesheet)).facts : null,
  };
}

/** node:http, because fetch decompresses and would hide both the encoding and the wire size. */
function facts(origin: string, path: string): Promise<{ text: string; facts: ResponseFacts }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { headers: { "accept-encoding": ACCEPT_ENCODING } },
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
