import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type {
  createRequestHandler,
  RequestHandler,
  RouterContextProvider,
  ServerBuild,
} from "react-router";
import { LOCALES, localePath } from "#shared/locales.ts";
import type { PageSession } from "#shared/page-session.ts";
import { CV_MAX_BYTES } from "#shared/schemas/cvs.ts";
import { projectPath } from "../lib/server-files.ts";
import type { Services } from "../services.ts";
import { currentUser, sessionToken } from "./auth.ts";
import { refuseCrossSiteForm } from "./cross-site-forms.ts";
import { isDatabaseUnavailable, isStatementTimeout } from "./error-handler.ts";
import {
  createPageCache,
  PAGE_MAX_AGE_MS,
  type PageCache,
  type RenderedPage,
} from "./page-cache/page-cache.ts";
import { pageCacheKey } from "./page-cache/page-key.ts";
import { createMemoryPageStore } from "./page-cache/page-store.ts";
import { createRedisPageStore } from "./page-cache/redis-page-store.ts";
import { renderedPage } from "./page-cache/rendered-page.ts";
import { sendPage } from "./page-cache/send-page.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { siteOrigin } from "./site-origin.ts";
import { pageAddress, refusalBody } from "./web-request.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The cache of anonymous visitors' pages; null without the built site or with PAGE_CACHE_MB=0. */
    pageCache: PageCache | null;
  }
}

type WebEntry = {
  createRequestHandler: typeof createRequestHandler;
  createLoadContext: (values: {
    services: Services;
    nonce: string;
    origin: string;
    clientAddress: string;
    failures: unknown[];
    session: PageSession;
    forEveryone: boolean;
  }) => RouterContextProvider;
};

const BUILD_DIR = projectPath("build");
/**
 * The largest form a page takes (the contact form without JavaScript): 10,000 characters of
 * Chinese, Japanese or Korean text, percent-encoded, come to about 90 KiB.
 */
const PAGE_BODY_LIMIT = 256 * 1024;
/** A form with a CV or a logo: the file's limit (both 5 MB) and room for the form's other fields. */
const FILE_FORM_LIMIT = CV_MAX_BYTES + 64 * 1024;
/** Those pages in every language, and React Router's data requests for them. */
const FILE_PAGE_PATHS = LOCALES.flatMap((locale) =>
  ["/account/cvs", "/jobs/:id/apply", "/employer/companies/:id/profile"].flatMap((page) => {
    const path = localePath(locale, page);
    return [path, `${path}.data`];
  }),
);

/**
 * Everything outside /api is the React Router app: built client files from /assets with
 * immutable caching, then server rendering whose loaders call the services in-process.
 */
export async function registerWeb(app: FastifyInstance, options: { dev: boolean }) {
  const getBuild = options.dev ? await viteBuildLoader(app) : await productionBuild(app);
  const getHandler = requestHandlerFor(getBuild, options.dev ? "development" : "production");
  // Pages for visitors who are not signed in, rendered once per change (page-cache/), shared
  // by the instances through Redis when they have one. Not while developing, where the code
  // behind a page changes as often as its content. Keys name the build: another build's pages
  // point to other asset files.
  const pageCacheBytes = app.config.PAGE_CACHE_MB * 1024 * 1024;
  const { redis } = app.services;
  const pageCache =
    options.dev || pageCacheBytes === 0
      ? null
      : createPageCache({
          readState: app.services.readPublicState,
          store: createMemoryPageStore(pageCacheBytes),
          shared: redis
            ? createRedisPageStore(redis, app.log, {
                bytes: pageCacheBytes,
                windowMs: PAGE_MAX_AGE_MS,
              })
            : undefined,
        });
  const buildVersion = pageCache ? (await getBuild()).assets.version : "";
  app.decorate("pageCache", pageCache);

  // Form posts reach React Router as they came, whatever their type, but no bigger than the
  // site's forms need: a larger body is refused with 413 before it is read whole.
  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Pages take form posts (no schema describes them); GET and HEAD still take no body.
    const pageRoute = { config: { takesBody: true }, onRequest: refuseCrossSiteForm };
    /** React Router's answer; `forEveryone` renders the whole page for the page cache. */
    const render = async (
      request: FastifyRequest,
      reply: FastifyReply,
      forEveryone: boolean,
      changed = { session: false },
    ) => {
      const { entry, handle } = await getHandler();
      const failures: unknown[] = [];
      const context = entry.createLoadContext({
        services: app.services,
        nonce: request.cspNonce,
        // PUBLIC_URL, or the Host header, which then keeps the answer out of shared caches.
        origin: siteOrigin(request),
        clientAddress: request.ip,
        failures,
        // Asking who is signed in marks the answer personal (no-store, cache-policy.ts), so
        // only the pages that ask lose their caching.
        session: {
          viewer: () => currentUser(request),
          token: () => sessionToken(request),
          start: (token) => {
            changed.session = true;
            setSessionCookie(reply, token);
          },
          end: () => {
            changed.session = true;
            clearSessionCookie(reply);
          },
        },
        forEveryone,
      });
      const response = await handle(toFetchRequest(request, reply, forEveryone), context);
      // The error page of a loader that could not reach the database, or whose search ran out of
      // time, is a 503, as the API's answer is: the page is fine, try again or search otherwise.
      const unavailable = (failure: unknown) =>
        isDatabaseUnavailable(failure) || isStatementTimeout(failure);
      if (response.status === 500 && failures.some(unavailable)) {
        const headers = new Headers(response.headers);
        headers.set("retry-after", "2");
        return new Response(response.body, { status: 503, headers });
      }
      return response;
    };
    const renderForEveryone = async (request: FastifyRequest, reply: FastifyReply) => {
      const changed = { session: false };
      const response = await render(request, reply, true, changed);
      return renderedPage(response, request.cspNonce, changed.session);
    };

    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const address = pageCache && pageCacheKey(request);
      let response: Response | undefined;
      if (address) {
        const key = `${buildVersion} ${address}`;
        // Marks an answer made from the Host header, as the render would (cache-policy.ts).
        siteOrigin(request);
        const answer = await pageCache.get(key, () => renderForEveryone(request, reply));
        if (answer?.cached) return sendPage(request, reply, pageCache, key, answer.cached);
        // Rendered for everyone but not kept (a 404, a redirect, a file): answered as any render.
        if (answer) response = answerResponse(answer);
      }
      response ??= await render(request, reply, false);
      const refusal = await refusalBody(response, request.method);
      if (refusal) {
        if (response.status === 405) reply.header("allow", "GET, HEAD");
        return reply.code(response.status).type("application/json; charset=utf-8").send(refusal);
      }
      // A page the page cache does not keep is either someone's own (with this response's CSP
      // nonce) or not worth sharing (an error page, a redirect): no shared cache may keep it; a
      // browser may, but asks again each time. Resource routes (robots.txt, the sitemap,
      // calendar files) set their own; the cache policy (cache-policy.ts) has the last word.
      if (!response.headers.has("cache-control"))
        reply.header("cache-control", "private, no-cache");
      return reply.send(response);
    };
    web.all("/*", pageRoute, servePage);
    // The pages whose forms carry a CV take a body that large; no other page does.
    for (const path of FILE_PAGE_PATHS) {
      web.all(path, { ...pageRoute, bodyLimit: FILE_FORM_LIMIT }, servePage);
    }
  });
}

/** A page rendered for the page cache but not kept, as the fetch Response a render answers. */
function answerResponse({ status, headers, body }: RenderedPage): Response {
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : [value]) fetchHeaders.append(name, item);
  }
  return new Response(body.length > 0 ? new Uint8Array(body) : null, {
    status,
    headers: fetchHeaders,
  });
}

/**
 * React Router's request handler for the current build. Creating one compiles and ranks every
 * route (about 3 ms of CPU, a fifth of what /jobs cost when made per request), so it is made
 * once per build: in production the build never changes; in development Vite hands back a new
 * build object after an edit.
 */
function requestHandlerFor(
  getBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
) {
  let current: { build: ServerBuild; entry: WebEntry; handle: RequestHandler } | null = null;
  return async () => {
    const build = await getBuild();
    if (current?.build !== build) {
      const entry = build.entry.module as unknown as WebEntry;
      current = { build, entry, handle: entry.createRequestHandler(build, mode) };
    }
    return current;
  };
}

/**
 * The request as React Router takes it. One rendered for everyone is a GET (a HEAD's answer is
 * kept for the GETs too) and is not abandoned when its own client goes: others wait for it.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, forEveryone: boolean) {
  const controller = new AbortController();
  if (!forEveryone) reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const method = forEveryone ? "GET" : request.method;
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(pageAddress(request), {
    method,
    headers,
    signal: controller.signal,
    // The parser above hands over a Buffer, which fetch takes as bytes.
    body: hasBody ? (request.body as BodyInit | undefined) : undefined,
  });
}

async function productionBuild(app: FastifyInstance) {
  const build = (await import(
    pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href
  )) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, "client"),
    wildcard: false,
    // Built files come with Brotli and gzip copies (vite/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // Built assets have content hashes in their names. The rest of public/ (favicon, demo
      // logos and covers) keeps its names, so a change must reach visitors within a day;
      // within a week a stale copy is shown at once while the browser fetches the new one.
      reply.header(
        "cache-control",
        immutable
          ? "public, max-age=31536000, immutable"
          : "public, max-age=86400, stale-while-revalidate=604800",
      );
    },
  });
  return async () => build;
}

async function viteBuildLoader(app: FastifyInstance) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  const middie = await import("@fastify/middie");
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook("preClose", async () => vite.close());
  return async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}
