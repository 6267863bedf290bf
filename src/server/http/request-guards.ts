import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { HttpError } from "../lib/errors.ts";
import { endWithError } from "./error-handler.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route reads a request body that no schema describes (the site's form posts, which
     * React Router reads). Routes with a body schema or a `consumes` list take one anyway.
     */
    takesBody?: boolean;
  }
}

/**
 * The methods some route of the app answers. Any other (TRACE, CONNECT, PROPFIND, QUERY…) is
 * refused with 405 before routing: TRACE and CONNECT cannot even become a fetch Request for
 * the site's renderer, and none of them reaches a handler written with it in mind.
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const SERVED = new Set(SERVED_METHODS);
/** No single resource answers all of these, but it is what the site as a whole answers. */
const ALLOW = SERVED_METHODS.join(", ");
/** The methods whose request may carry a body, on a route that takes one. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const pathOf = (url: string) => url.split("?")[0];

/** The 404 for an address nothing answers, in the API's error shape. */
export function nothingAt(request: FastifyRequest, lead = "Nothing at"): HttpError {
  return new HttpError(404, "NOT_FOUND", `${lead} ${request.method} ${pathOf(request.url)}`);
}

/** A body is on its way: announced with a length, or chunked (whose length nobody knows yet). */
export function carriesBody(request: { headers: IncomingMessage["headers"] }): boolean {
  const { headers } = request;
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"]) > 0;
}

/**
 * Refusals that need nothing but the request line and headers, so they come before the body is
 * read: a method the app does not answer, an address nothing answers, a body sent to a route
 * that takes none. The error handler then closes the connection rather than read that body.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (SERVED.has(request.method)) return;
    reply.header("allow", ALLOW);
    throw new HttpError(405, "METHOD_NOT_ALLOWED", `${request.method} is not answered here`);
  });
  // Fastify reads the body of a request no route takes before its not-found handler runs.
  app.addHook("onRequest", async (request) => {
    if (request.is404) throw nothingAt(request);
  });

  // Decided once per route when it is added: a route takes a body only when it says so (a body
  // schema, the media types it consumes, or config.takesBody), and then only with a method that
  // carries one. Otherwise even the empty `{}` is refused, before any of it is read: a GET or
  // a logout with a 1 MiB body would be read (and a GET's drained) for nothing.
  app.addHook("onRoute", (route) => {
    const takes = Boolean(route.schema?.body || route.schema?.consumes || route.config?.takesBody);
    const methods = [route.method].flat();
    const refuse = new Set(methods.filter((method) => !(takes && BODY_METHODS.has(method))));
    if (refuse.size === 0) return;
    const refuseBody: onRequestAsyncHookHandler = async (request) => {
      if (!refuse.has(request.method) || !carriesBody(request)) return;
      throw new HttpError(
        413,
        "PAYLOAD_TOO_LARGE",
        `${request.method} ${pathOf(request.url)} takes no request body`,
      );
    };
    // After the route's own hooks: a role check or a not-found answers first, as it would
    // without a body.
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseBody];
  });

  // Node hands CONNECT to this event instead of the request handler, and without a listener it
  // drops the connection without a word. The socket is ours then, with no error listener: a
  // client that resets it must not become an uncaught exception.
  app.server.on("connect", (request: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    endWithError(socket, 405, "METHOD_NOT_ALLOWED", `${request.method} is not answered here`, {
      Allow: ALLOW,
    });
  });
}
