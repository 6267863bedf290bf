import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Encoding, PageAnswer, PageCache } from "./page-cache.ts";

/**
 * How long caches may keep a public page: a shared cache (a proxy, a CDN) 10 s, then it may go
 * on showing its copy for a minute while it fetches the new one in the background; a browser
 * asks every time, answered 304 when it already has the page. docs/DEPLOYMENT.md names these.
 */
export const PUBLIC_PAGE_CACHING = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** A page from the page cache (or rendered for it): its own headers, validator and encoding. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  key: string,
  answer: PageAnswer,
) {
  reply.code(answer.status).headers(answer.headers);
  const { cached } = answer;
  if (!cached) {
    if (!answer.headers["cache-control"]) reply.header("cache-control", "private, no-cache");
    return reply.send(answer.body);
  }
  const encoding =
    (negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | null) ??
    "identity";
  reply
    .header("cache-control", PUBLIC_PAGE_CACHING)
    .header("vary", "Accept-Encoding")
    .header("etag", `"${cached.tag}${encoding === "identity" ? "" : `-${encoding}`}"`);
  if (matches(request.headers["if-none-match"], cached.tag)) return reply.code(304).send();
  const body = await cache.body(key, cached, encoding);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body);
}

/** Whether If-None-Match names this page in any of its encodings (weak comparison, RFC 9110). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((item) => {
    const value = item.trim().replace(/^W\//, "");
    return (
      value === "*" || value === `"${tag}"` || value === `"${tag}-br"` || value === `"${tag}-gzip"`
    );
  });
}
