import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler.ts";
import { isOwnOrigin } from "./web-request.ts";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A form sent to a page from another site's page (its Origin header names another origin, or
 * is `null` or no URL at all) is refused with 400 in the API's error shape, before its body is
 * read, with one warning line: routine when someone probes the site, and the first sign of a
 * proxy that rewrites the Host (then every form of the site is refused).
 *
 * React Router makes the same check (`throwIfPotentialCSRFAttack`, against the page's address,
 * which web.ts builds from the same protocol and host), but only after the body has been read,
 * and reports the refusal as a server error with its stack trace. It stays as a second line.
 */
export async function refuseCrossSiteForm(request: FastifyRequest, reply: FastifyReply) {
  const { origin } = request.headers;
  if (origin === undefined || !MUTATIONS.has(request.method)) return;
  if (isOwnOrigin(request, origin)) return;
  request.log.warn(
    {
      origin: origin.slice(0, 200),
      site: URL.parse(`${request.protocol}://${request.host}`)?.origin,
    },
    "refused a form sent from another site",
  );
  // Unread, the body would otherwise be read to the end to keep the connection.
  if (!request.raw.complete) reply.header("connection", "close");
  return reply
    .code(400)
    .type("application/json; charset=utf-8")
    .send(
      errorBody(
        "BAD_REQUEST",
        "A form may be sent only from this site's own pages (the Origin header names another)",
      ),
    );
}
