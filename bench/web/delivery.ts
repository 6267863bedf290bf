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
 * Fetches the page and the first script and stylesheet it references. Lighthouse judges the
 * outcome; this records the headers behind it, so a regression (compression switched off, a
 * lost Cache-Control) shows up as a fact rather than as a few points of score.
 */
export async function checkDelivery(origin: string, pagePath: string): Promise<Delivery> {
  const html = await facts(origin, pagePath);
  const body = html.text;
  const script = body.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1] ?? firstModule(body);
  const stylesheet = body.match(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+)"/)?.[1];
  return {
    html: html.facts,
    script: script ? (await facts(origin, script)).facts : null,
    stylesheet: stylesheet ? (await facts(origin, stylesheet)).facts : null,
  };
}

/** React Router loads its entry with `import("/assets/…")` inside an inline module script. */
function firstModule(html: string): string | undefined {
  return html.match(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/)?.[1];
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
