import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import type { ContentType } from "#shared/content-types.ts";
import { idOrSlugParams, idParams, type Paginated, paginated } from "#shared/schemas/common.ts";
import type { Actor } from "../policies/actor.ts";
import { actorOf, requireContentManager } from "../policies/guards.ts";
import { registerPublishRoutes } from "./publish-routes.ts";

type Service<Item, Input, AdminQuery, PublicQuery> = {
  listAdmin(query: AdminQuery): Promise<Paginated<Item>>;
  get(id: string): Promise<Item>;
  create(actor: Actor, input: Input): Promise<Item>;
  update(actor: Actor, id: string, input: Input): Promise<Item>;
  remove(actor: Actor, id: string): Promise<void>;
  listPublic?(query: PublicQuery): Promise<Paginated<Item>>;
  getPublic?(idOrSlug: string): Promise<Item>;
  /** Content with a draft state: gets the publish routes too. */
  setPublished?(actor: Actor, id: string, published: boolean): Promise<Item>;
};

/** A content type's API: what it answers and takes, and how its lists are queried. */
type Schemas<
  Item extends z.ZodType,
  Input extends z.ZodType,
  AQ extends z.ZodType,
  PQ extends z.ZodType,
> = {
  item: Item;
  /** What the admin routes answer, when admins see more of an item than the public does. */
  adminItem?: z.ZodType;
  /** What the public list answers, when it says more than the page of items. */
  publicList?: z.ZodType;
  input: Input;
  adminQuery: AQ;
  publicQuery?: PQ;
};

type Options<
  Item extends z.ZodType,
  Input extends z.ZodType,
  AQ extends z.ZodType,
  PQ extends z.ZodType,
> = {
  type: ContentType;
  schemas: Schemas<Item, Input, AQ, PQ>;
  service: Service<z.infer<Item>, z.infer<Input>, z.infer<AQ>, z.infer<PQ>>;
};

// Typed as a plain FastifySchema: the generic item types cannot flow through Fastify's inference.
const documented = (schema: FastifySchema) => schema;

/**
 * The REST shape shared by every content type: public list and detail, then admin list, detail,
 * create, whole-item update and delete, each admin route checking the policy itself, and the
 * publish routes when the content has a draft state. The service records each write in the
 * audit log, in the write's own transaction.
 */
export function registerContentRoutes<
  Item extends z.ZodType,
  Input extends z.ZodType,
  AQ extends z.ZodType,
  PQ extends z.ZodType,
>(app: FastifyInstance, options: Options<Item, Input, AQ, PQ>): void {
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const { type, schemas, service } = options;
  const path = `/${type.resource}`;
  const { one: noun, other: nouns } = type.nouns;
  const tags = [path.slice(1)];
  const adminItem = schemas.adminItem ?? schemas.item;
  const publicRoute = (schema: FastifySchema) => ({ schema: documented({ tags, ...schema }) });
  // onRequest: the role is checked before the body is even read, so anonymous callers get 401.
  const adminRoute = (schema: FastifySchema) => ({
    onRequest: requireContentManager,
    schema: documented({ tags, security: [{ bearer: [] }], ...schema }),
  });

  if (schemas.publicQuery && service.listPublic) {
    const listPublic = service.listPublic;
    app.get(
      `${path}/public`,
      publicRoute({
        summary: `List public ${nouns}`,
        querystring: schemas.publicQuery,
        response: { 200: schemas.publicList ?? paginated(schemas.item) },
      }),
      async (request) => listPublic(request.query as z.infer<PQ>),
    );
  }
  if (service.getPublic) {
    const getPublic = service.getPublic;
    app.get(
      `${path}/public/:id`,
      publicRoute({
        summary: `One public ${noun}${type.publicBySlug ? " (by id or slug)" : ""}`,
        params: type.publicBySlug ? idOrSlugParams : idParams,
        response: { 200: schemas.item },
      }),
      async (request) => getPublic(idOf(request)),
    );
  }

  app.get(
    path,
    adminRoute({
      summary: `List all ${nouns} (admin)`,
      querystring: schemas.adminQuery,
      response: { 200: paginated(adminItem) },
    }),
    async (request) => service.listAdmin(request.query as z.infer<AQ>),
  );
  app.get(
    `${path}/:id`,
    adminRoute({ summary: `One ${noun} (admin)`, params: idParams, response: { 200: adminItem } }),
    async (request) => service.get(idOf(request)),
  );
  app.post(
    path,
    adminRoute({ summary: `Create a ${noun}`, body: schemas.input, response: { 201: adminItem } }),
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body as z.infer<Input>);
      return reply.code(201).send(created);
    },
  );
  app.put(
    `${path}/:id`,
    adminRoute({
      summary: `Replace a ${noun}`,
      params: idParams,
      body: schemas.input,
      response: { 200: adminItem },
    }),
    async (request) =>
      service.update(actorOf(request), idOf(request), request.body as z.infer<Input>),
  );
  app.delete(
    `${path}/:id`,
    adminRoute({ summary: `Delete a ${noun}`, params: idParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await service.remove(actorOf(request), idOf(request));
      return reply.code(204).send(null);
    },
  );

  if (service.setPublished) {
    registerPublishRoutes(app, {
      path,
      noun,
      item: schemas.item,
      service: { setPublished: service.setPublished },
    });
  }
}
