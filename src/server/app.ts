import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { registerCachePolicy } from "./http/cache-policy.ts";
import { answerClientError, errorBody, registerErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { routeLimitStore } from "./http/rate-limit-store.ts";
import { registerReadiness } from "./http/readiness.ts";
import { nothingAt, registerRequestGuards } from "./http/request-guards.ts";
import { registerRequestId, requestIdFrom } from "./http/request-id.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerAllowedHosts } from "./http/site-origin.ts";
import { type ServerTimeouts, timeoutOptions } from "./http/timeouts.ts";
import { registerUploadedFiles } from "./http/uploaded-files.ts";
import { registerWeb } from "./http/web.ts";
import { HttpError } from "./lib/errors.ts";
import type { Logger } from "./lib/logger.ts";
import { reviewRoutes } from "./modules/applications/review-routes.ts";
import { applicationRoutes } from "./modules/applications/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { blogRoutes } from "./modules/blogs/routes.ts";
import { companyRoutes } from "./modules/companies/routes.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { currencyRateRoutes } from "./modules/currency-rates/routes.ts";
import { cvRoutes } from "./modules/cvs/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { employerJobRoutes } from "./modules/employers/job-routes.ts";
import { memberRoutes } from "./modules/employers/member-routes.ts";
import { employerRoutes } from "./modules/employers/routes.ts";
import { eventRoutes } from "./modules/events/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { inboxRoutes } from "./modules/inbox/routes.ts";
import { jobAlertRoutes } from "./modules/job-alerts/routes.ts";
import { jobEngagementRoutes } from "./modules/jobs/engagement-routes.ts";
import { jobRoutes } from "./modules/jobs/routes.ts";
import { outboxRoutes } from "./modules/mail/routes.ts";
import { markdownPreviewRoutes } from "./modules/markdown-preview/routes.ts";
import { privacyRoutes } from "./modules/privacy/routes.ts";
import { profileRoutes } from "./modules/profiles/routes.ts";
import { savedJobRoutes } from "./modules/saved-jobs/routes.ts";
import { slugCheckRoutes } from "./modules/slug-check/routes.ts";
import { synonymRoutes } from "./modules/synonyms/routes.ts";
import { uploadRoutes } from "./modules/uploads/routes.ts";
import { videoRoutes } from "./modules/videos/routes.ts";
import type { Services } from "./services.ts";

export type AppDeps = {
  config: Config;
  services: Services;
  log: Logger;
  /** "none" serves only the API (most integration tests); "build" serves the built site. */
  web: "none" | "build" | "vite";
  /** Tests only: shorter time-outs than the production ones (SERVER_TIMEOUTS). */
  timeouts?: Partial<ServerTimeouts>;
};

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

const ONE_MIB = 1024 * 1024;

/**
 * Responses go through zod (fields outside the schema are dropped) and JSON.stringify. A
 * deep-frozen payload cannot change (the public job cache hands the same one to every request
 * for it), so each route serialises it once and keeps the UTF-8 bytes, which Fastify sends as
 * they are (a Buffer payload is neither re-encoded nor re-measured on every response).
 */
const serializeFrozenOnce: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const serialized = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== "object" || data === null || !Object.isFrozen(data)) return serialize(data);
    let bytes = serialized.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(serialize(data));
      serialized.set(data, bytes);
    }
    // Fastify's reply accepts a Buffer from a serializer although the type says string.
    return bytes as unknown as string;
  };
};

/** The whole HTTP application without listen(): tests inject requests into it. */
export async function buildApp({
  config,
  services,
  log,
  web,
  timeouts,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    // A trusted proxy's X-Request-Id when it is a plain token, so its log and ours agree.
    genReqId: requestIdFrom(config.TRUST_PROXY),
    ...timeoutOptions(timeouts),
    bodyLimit: ONE_MIB,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While closing, Fastify would turn away requests on connections already open with a 503;
    // they are served instead (see the preClose hook below).
    return503OnClosing: false,
    // Errors Fastify meets before routing (a broken %-escape in the URL) keep the API's shape too.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .code(400)
        .type("application/json; charset=utf-8")
        .send(errorBody("BAD_REQUEST", `The request is malformed: ${error.message}`)),
    clientErrorHandler: answerClientError,
  });
  // The API speaks JSON only: a text body is refused with 415 rather than parsed.
  app.removeContentTypeParser("text/plain");
  // The client sends a JSON content type on every call, DELETE and logout included, with no
  // body: that is "no body", not malformed JSON. Anything else goes to Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") done(null, undefined);
    else parseJson(request, body as string, done);
  });
  app.decorate("services", services);
  app.decorate("config", config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeFrozenOnce);
  registerErrorHandler(app);
  registerRequestId(app);
  registerReadiness(app);
  // First: a host this server does not serve learns nothing else (not even a 404 or 405).
  registerAllowedHosts(app, config);
  registerRequestGuards(app);
  // Shutting down: requests in flight finish, and so do requests that arrive meanwhile on
  // connections already open (a load balancer's kept-alive ones, or ones accepted just before
  // the listener closed): turning them away would show a client an error for a request no other
  // instance saw. While draining, every answer closes its connection (readiness.ts).
  app.addHook("preClose", async () => {
    // Node closes the connections idle when close() starts, but a kept-alive connection whose
    // request is still in flight turns idle only once answered, and would then hold the shutdown
    // for the whole keep-alive time-out (72 s): from now on an answered connection waits 100 ms.
    app.server.keepAliveTimeout = 100;
  });
  // PostgreSQL text cannot hold a NUL character, and no address of this site has one: refused
  // here, it cannot reach a query from a page's loader (which, unlike the API, maps no
  // database errors to a 400).
  app.addHook("onRequest", async (request) => {
    if (request.url.includes("%00")) {
      throw new HttpError(400, "BAD_REQUEST", "The address contains a NUL character (%00)");
    }
  });

  await registerSecurityHeaders(app, { dev: web === "vite" });
  registerCachePolicy(app);
  await app.register(compress, {
    threshold: 1024,
    // Brotli's default 4 MiB window makes every compressing response allocate 9 MiB and spend
    // most of its time clearing tables: with 64 KiB, a 34 KB search answer compresses to the
    // same bytes in half the time (0.7 ms), a 171 KB list 25 % faster and 1 % larger.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
      },
    },
  });
  if (config.METRICS_TOKEN) {
    // Loaded only when asked for: prom-client costs memory a site without metrics keeps. After
    // compress, so a scrape (Accept-Encoding: gzip) gets its text compressed.
    const { registerMetrics } = await import("./http/metrics.ts");
    registerMetrics(app, config.METRICS_TOKEN);
  }
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore(services.limits),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        "RATE_LIMITED",
        `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`,
      ),
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        jobRoutes,
        jobEngagementRoutes,
        companyRoutes,
        employerRoutes,
        employerJobRoutes,
        memberRoutes,
        eventRoutes,
        blogRoutes,
        videoRoutes,
        synonymRoutes,
        currencyRateRoutes,
        contactRoutes,
        savedJobRoutes,
        jobAlertRoutes,
        profileRoutes,
        cvRoutes,
        applicationRoutes,
        reviewRoutes,
        privacyRoutes,
        uploadRoutes,
        auditRoutes,
        dashboardRoutes,
        inboxRoutes,
        outboxRoutes,
        markdownPreviewRoutes,
        slugCheckRoutes,
      ]) {
        await api.register(routes);
      }
      // Outranks the site's catch-all, so an unknown API path answers JSON, never a page; it
      // answers on the request's headers (onRequest), so a body sent to it is never read.
      const noApiRoute = async (request: FastifyRequest) => {
        throw nothingAt(request, "No API route");
      };
      api.all("/*", { onRequest: noApiRoute }, noApiRoute);
    },
    { prefix: "/api" },
  );

  // On disk or in the bucket of S3_URL, which must answer before the site starts.
  await registerUploadedFiles(app, config, services.uploads.storage);

  // What no route takes answers in the API's shape (any path when there is no site): the
  // request guards answer before the body is read; this answers what a plugin hands on (an
  // upload that is not there).
  app.setNotFoundHandler((request) => {
    throw nothingAt(request);
  });
  if (web !== "none") await registerWeb(app, { dev: web === "vite" });
  return app;
}
