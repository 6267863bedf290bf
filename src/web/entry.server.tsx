import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { localeDataFor } from "./i18n/catalogs.server.ts";
import { FallbackLocaleData } from "./i18n/fallback-locale.tsx";
import type { LocaleData } from "./i18n/i18n.ts";
import { requestContext } from "./lib/context.ts";

// The server takes these from this module of the build, so the context key and the
// RouterContextProvider class are the very instances the routes use (Vite in development and
// the bundle in production each load their own copy of react-router).
export { createRequestHandler } from "react-router";
export { createLoadContext } from "./lib/context.ts";

export const streamTimeout = 5_000;

/** Logged as React Router does by default (refusals aside), and kept for the server (see web.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  (context as RouterContextProvider).get(requestContext).failures.push(error);
  // A refusal (a method a route does not take) is the client's mistake, not the server's.
  const refusal = isRouteErrorResponse(error) && error.status < 500;
  if (!request.signal.aborted && !refusal) console.error(error);
};

/**
 * The URL's language data, for a page rendered without the root loader's data (a
 * request refused before the loaders ran); null when the root loader ran.
 */
async function fallbackLocaleData(
  request: Request,
  routerContext: EntryContext,
): Promise<LocaleData | null> {
  if (routerContext.staticHandlerContext.loaderData.root) return null;
  return localeDataFor(new URL(request.url).pathname);
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // HEAD answers with GET's headers, content type included: it decides the page's CSP (with
  // a nonce for pages only).
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { nonce, forEveryone } = loadContext.get(requestContext);
  const fallback = await fallbackLocaleData(request, routerContext);
  const userAgent = request.headers.get("user-agent");
  // Crawlers and the page cache get the whole page at once; people get the shell as soon as it
  // is ready.
  const whole = forEveryone || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  const readyEvent = whole ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <FallbackLocaleData.Provider value={fallback}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FallbackLocaleData.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers,
              status: responseStatus,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
