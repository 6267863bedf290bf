import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { uploadsDirectory } from "../modules/uploads/storage/index.ts";
import {
  type FileFacts,
  type FileStorage,
  IMMUTABLE,
  imageTypeOf,
  isStorageKey,
} from "../modules/uploads/storage/types.ts";
import { nothingAt } from "./request-guards.ts";

/**
 * GET and HEAD /uploads/<key>: the public images, at the same address wherever they are kept.
 * On disk @fastify/static serves the folder; with S3_URL the app streams the object, so any
 * instance serves what any other stored. The store must answer before the site starts.
 */
export async function registerUploadedFiles(
  app: FastifyInstance,
  config: Config,
  storage: FileStorage,
): Promise<void> {
  await storage.check();
  if (!config.S3_URL) {
    await app.register(fastifyStatic, {
      root: uploadsDirectory(config),
      prefix: "/uploads/",
      decorateReply: false,
      // Names are random UUIDs, so a file never changes.
      maxAge: "365d",
      immutable: true,
    });
    return;
  }
  app.route({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    schema: { hide: true },
    handler: (request, reply) => serveFromStorage(storage, request, reply),
  });
}

async function serveFromStorage(
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = (request.params as { "*": string })["*"];
  // Only what the upload service names (an image under a plain relative path) is asked of the
  // bucket: no "..", no hidden names, nothing a browser would run as a page.
  const type = isStorageKey(key) ? imageTypeOf(key) : null;
  if (!type) throw nothingAt(request);
  const condition = request.headers["if-none-match"];
  // A revalidation or a HEAD needs only the facts; a GET otherwise fetches the object at once.
  if (request.method === "HEAD" || condition !== undefined) {
    const facts = await storage.stat(key);
    if (!facts) throw nothingAt(request);
    const notModified = condition !== undefined && matches(condition, facts.etag);
    if (notModified || request.method === "HEAD") {
      describe(reply, type, facts);
      return reply.code(notModified ? 304 : 200).send();
    }
  }
  // The year-long caching is set only once the object is there: an error is never kept.
  const file = await storage.open(key);
  if (!file) throw nothingAt(request);
  describe(reply, type, file);
  return reply.send(file.body);
}

function describe(reply: FastifyReply, type: string, facts: FileFacts) {
  reply.type(type).header("content-length", facts.size).header("cache-control", IMMUTABLE);
  if (facts.etag) reply.header("etag", facts.etag);
  if (facts.lastModified) reply.header("last-modified", facts.lastModified.toUTCString());
}

/** If-None-Match: `*` or a list of tags, compared weakly (RFC 9110 §13.1.2). */
function matches(condition: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  if (condition.trim() === "*") return true;
  return etag !== "" && condition.split(",").some((tag) => bare(tag) === bare(etag));
}
