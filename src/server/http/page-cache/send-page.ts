import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Encoding, PageCache } from "./page-cache.ts";
import type { CachedPage } from "./page-store.ts";

/**
 * How long caches may keep a public page: a shared cache (a proxy, a CDN) 10 s, then it may go
 * on showing its copy for a minute while it fetches the new one in the background; a browser
 * asks every time, answered 304 when it already has the page. docs/DEPLOYMENT.md names these.
 */
export const PUBLIC_PAGE_CACHING = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

const ENCODINGS: Encoding[] = ["br", "gzip", "deflate", "identity"];

/** A page from the page cache: its own headers, validator and encoding. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  key: string,
  page: CachedPage,
) {
  const encoding =
    (negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | null) ??
    "identity";
  reply
    .code(200)
    .headers(page.headers)
    .header("cache-control", PUBLIC_PAGE_CACHING)
    .header("vary", "Accept-Encoding")
    .header("etag", `"${page.tag}${encoding === "identity" ? "" : `-${encoding}`}"`);
  if (matches(request.headers["if-none-match"], page.tag)) return reply.code(304).send();
  // A HEAD says how large the page is as it would come, without making it.
  const body =
    request.method === "HEAD" && !page.bodies[encoding]
      ? page.bodies.identity
      : await cache.body(key, page, encoding);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body);
}

/** Whether If-None-Match names this page in any of its encodings (weak comparison, RFC 9110). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const ours = new Set(["*", ...ENCODINGS.map((encoding) => `"${tag}-${encoding}"`), `"${tag}"`]);
  return header.split(",").some((item) => ours.has(item.trim().replace(/^W\//, "")));
}
