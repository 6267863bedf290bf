import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Career Platform API",
        description:
          "Jobs at Companies that Care, companies, events, blog posts, videos and accounts. " +
          "Admin endpoints need `Authorization: Bearer <token>` of an admin (401 anonymous, 403 member).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          // The site's own pages: the same session, set by a sign-in (unsafe methods need the
          // site's own Origin header).
          session: { type: "apiKey", in: "cookie", name: "session" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** How a member's own endpoints are called: the API's bearer token, or the site's cookie. */
export const memberSecurity: { [scheme: string]: string[] }[] = [{ bearer: [] }, { session: [] }];
