import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import type { Actor } from "../policies/actor.ts";
import { actorOf, requireContentManager } from "../policies/guards.ts";

type Options<Item extends z.ZodType> = {
  path: string;
  noun: string;
  item: Item;
  service: {
    /**
     * Puts the item on the site or takes it off, recording it in the audit log; already so, it
     * answers the item untouched and records nothing.
     */
    setPublished(actor: Actor, id: string, published: boolean): Promise<z.infer<Item>>;
  };
};

// Typed as a plain FastifySchema: the generic item types cannot flow through Fastify's inference.
const documented = (schema: FastifySchema) => schema;

/**
 * POST {path}/{id}/publish and /unpublish: one click in the admin lists instead of a whole-item
 * PUT, which would also send back every field the admin did not mean to touch. No body; admin
 * only (checked before anything else, so anonymous callers get 401 and members 403); each
 * change is recorded in the audit log as "publish" or "unpublish". Asking for the state the
 * item is already in answers 200 with the item and records nothing, so a double click is harmless.
 */
export function registerPublishRoutes<Item extends z.ZodType>(
  app: FastifyInstance,
  { path, noun, item, service }: Options<Item>,
): void {
  for (const action of ["publish", "unpublish"] as const) {
    app.post(
      `${path}/:id/${action}`,
      {
        onRequest: requireContentManager,
        schema: documented({
          tags: [path.slice(1)],
          security: [{ bearer: [] }],
          summary:
            action === "publish"
              ? `Publish a ${noun}: it appears on the site`
              : `Unpublish a ${noun}: it leaves the site`,
          params: idParams,
          response: { 200: item },
        }),
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        return service.setPublished(actorOf(request), id, action === "publish");
      },
    );
  }
}
