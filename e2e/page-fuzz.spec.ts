import http from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import type { ApiParameter } from "../src/server/testing/api-routes.ts";
import {
  decoded,
  type FuzzRequest,
  printable,
  problemWith,
  STACK_TRACE,
} from "../src/server/testing/fuzz-client.ts";
import {
  hostileHeaders,
  hostileQuery,
  hostileSegment,
} from "../src/server/testing/hostile-requests.ts";
import { hostileString } from "../src/server/testing/hostile-values.ts";
import { slowUpload } from "../src/server/testing/slow-upload.ts";
import { pagePatterns } from "./fixtures/page-routes.ts";

/**
 * Property-based fuzzing of every page and file route of the site (read from routes.ts), as the
 * API fuzzer in src/ does for the API: hostile path parameters, query strings, headers, methods
 * and form bodies, React Router's own `.data` requests included. Property: never a 5xx; a 4xx
 * is a page (HTML) or JSON in the API's error shape, without a stack trace. FUZZ_SEED replays
 * a failure; FUZZ_RUNS scales the number of requests per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// The query keys the pages read, whichever page: the others ignore them.
const QUERY: ApiParameter[] = [
  ["q", "string"],
  ["page", "integer"],
  ["pageSize", "integer"],
  ...["category", "type", "workplace", "location", "company", "sort", "tag", "initiative"].map(
    (name) => [name, "string"],
  ),
  ["featured", "boolean"],
  ["when", "string"],
  ["redirectTo", "string"],
  ["_routes", "string"],
].map(([name, type]) => ({ name: name as string, in: "query", schema: { type } }));
const HINTS = { uuid: () => fc.uuid() };

const pageHeaders = fc.record(
  {
    host: fc.constantFrom("evil.example", "evil.example:99999", "[::1]", "", "a..b", "127.0.0.1:0"),
    "x-forwarded-host": fc.constantFrom("evil.example", "::::", ""),
    "x-forwarded-proto": fc.constantFrom("https", "javascript", ""),
    "user-agent": fc.constantFrom(
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36",
    ),
    "if-modified-since": fc.constantFrom("yesterday", "Thu, 01 Jan 1970 00:00:00 GMT"),
  },
  { requiredKeys: [] },
);

const formBody = fc
  .dictionary(fc.constantFrom("name", "email", "subject", "message", "intent", "x"), hostileString)
  // Under the pages' body limit, so the whole body is read; bigger ones are tested below.
  .map((fields) => new URLSearchParams(fields).toString().slice(0, 200_000));

// GET most of the time, as people and crawlers send; the rest to see each refused cleanly.
const METHODS = ["GET", "GET", "GET", "GET", "HEAD", "POST", "POST", "PUT", "DELETE", "OPTIONS"];

/** The known values of each path parameter: ids and slugs that exist, for deeper pages. */
type Pools = Record<string, string[]>;

function requestArbitrary(pattern: string, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const segments = pattern.split("/").map((segment) => {
    if (segment === "*")
      return fc.array(hostileSegment([]), { maxLength: 3 }).map((s) => s.join("/"));
    if (!segment.startsWith(":")) return fc.constant(segment);
    return hostileSegment(pools[`${pattern}#${segment.slice(1)}`] ?? []);
  });
  const path = fc
    .tuple(fc.tuple(...segments), fc.constantFrom("", "", "", ".data", "/"))
    .map(([parts, suffix]) => (parts.join("/") || "/") + suffix);
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      path,
      query: fc.oneof(fc.constant(""), hostileQuery(QUERY, HINTS)),
      headers: fc.tuple(fc.option(hostileHeaders), fc.option(pageHeaders)),
      form: fc.option(formBody),
    })
    .map(({ method, path, query, headers: [hostile, page], form }) => {
      const headers: Record<string, string> = { ...hostile, ...page };
      if (headers.authorization)
        headers.authorization = headers.authorization.replace(/\{\w+\}/g, "x");
      const body =
        form === null || method === "GET" || method === "HEAD"
          ? ({ kind: "none" } as const)
          : ({
              kind: "raw",
              contentType: headers["content-type"] ?? "application/x-www-form-urlencoded",
              data: Buffer.from(form),
            } as const);
      return printable({
        role: "anonymous",
        method: method as FuzzRequest["method"],
        url: query ? `${path}?${query}` : path,
        headers,
        body,
      });
    });
}

type Answer = Pick<LightMyRequestResponse, "statusCode" | "headers" | "rawPayload" | "body">;

/** Exactly these bytes on the wire: no URL normalisation, any Host, no retries. */
function send(origin: URL, request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string | number> = { ...request.headers };
  const payload = request.body.kind === "raw" ? request.body.data : undefined;
  if (request.body.kind === "raw") {
    headers["content-type"] = request.body.contentType;
    headers["content-length"] = request.body.data.length;
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            rawPayload,
            body: rawPayload.toString("utf8"),
          });
        });
      },
    );
    // A request that never gets an answer would hold the connection for ever: that fails too.
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error("no answer within 15 s")));
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/**
 * A page's 4xx is its error page, and a `.data` request's is React Router's own format (read by
 * its client); everything else answers as the API does.
 */
function problemWithPage(request: FuzzRequest, answer: Answer): string | undefined {
  const type = String(answer.headers["content-type"] ?? "");
  const page = type.startsWith("text/html") || type.startsWith("text/x-script");
  if (answer.statusCode < 400 || answer.statusCode >= 500 || !page) {
    return problemWith(request, answer as LightMyRequestResponse);
  }
  if (request.method === "HEAD") return undefined;
  const text = decoded(answer);
  if (type.startsWith("text/html") && !text.includes("</html>")) {
    return `${answer.statusCode} page is cut short: ${text.slice(-300)}`;
  }
  const leak = STACK_TRACE.find((pattern) => pattern.test(text));
  return leak ? `${answer.statusCode} answer shows a stack trace (${leak})` : undefined;
}

async function loadPools(origin: URL): Promise<Pools> {
  const items = async (path: string) =>
    ((await (await fetch(new URL(path, origin))).json()) as { items: Record<string, string>[] })
      .items;
  const [jobs, companies, events, blogs, videos] = await Promise.all(
    ["jobs", "companies", "events", "blogs", "videos"].map((kind) =>
      items(`/api/${kind}/public?pageSize=3`),
    ),
  );
  const ids = (list: Record<string, string>[] | undefined) =>
    (list ?? []).map((item) => item.id ?? "");
  const slugs = (list: Record<string, string>[] | undefined) =>
    (list ?? []).map((item) => item.slug ?? "");
  return {
    "/jobs/:id#id": ids(jobs),
    "/companies/:slug#slug": slugs(companies),
    "/events/:id#id": ids(events),
    "/events/:id/calendar.ics#id": ids(events),
    "/blog/:slug#slug": slugs(blogs),
    "/clients/:slug#slug": slugs(companies),
    "/admin/jobs/edit/:id#id": ids(jobs),
    "/admin/companies/edit/:id#id": ids(companies),
    "/admin/events/edit/:id#id": ids(events),
    "/admin/blogs/edit/:id#id": ids(blogs),
    "/admin/videos/edit/:id#id": ids(videos),
  };
}

let origin: URL;
let pools: Pools;

test.beforeAll(async () => {
  origin = new URL(String(test.info().project.use.baseURL));
  pools = await loadPools(origin);
});

for (const pattern of pagePatterns()) {
  test(`page route ${pattern}: hostile requests get no 5xx and a page or the error shape`, async () => {
    test.setTimeout(120_000);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(pattern, pools), async (request) => {
        const problem = problemWithPage(request, await send(origin, request));
        expect(problem, String(request)).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
}

test.describe("a form body over the pages' limit of 256 KiB", () => {
  const MiB = 1024 * 1024;
  const head = (framing: string) =>
    [
      "POST /contact HTTP/1.1",
      `Host: ${origin.host}`,
      "Content-Type: application/x-www-form-urlencoded",
      framing,
    ].join("\r\n");

  for (const [framing, chunked] of [
    [`Content-Length: ${50 * MiB}`, false],
    ["Transfer-Encoding: chunked", true],
  ] as const) {
    test(`is refused with 413 before it is read whole (${framing.split(":")[0]})`, async () => {
      const result = await slowUpload({
        port: Number(origin.port),
        head: head(framing),
        totalBytes: 50 * MiB,
        chunked,
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        error: { code: "PAYLOAD_TOO_LARGE", message: expect.any(String) },
      });
      expect(result.sentBeforeResponse).toBeLessThan(4 * MiB);
      expect(result.closedByServer).toBe(true);
      expect(result.sentTotal).toBeLessThan(8 * MiB);
    });
  }
});
