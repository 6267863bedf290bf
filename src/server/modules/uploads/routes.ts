import { finished } from "node:stream";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { HttpError } from "../../lib/errors.ts";
import { requireContentManager } from "../../policies/guards.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS, type UploadKind } from "./service.ts";

const uploadQuery = z.object({
  kind: z.enum(Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]]).default("logo"),
});
const uploadResult = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin accepts multipart bodies; the limit stops reading at 5 MiB.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6 },
  });

  app.post(
    "/uploads",
    {
      onRequest: requireContentManager,
      schema: {
        tags: ["uploads"],
        summary: "Upload an image (multipart field `file`), resized and stored as WebP",
        querystring: uploadQuery,
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data");
      }
      const file = await request.file().catch(malformed);
      if (!file)
        throw new HttpError(400, "VALIDATION_FAILED", "Attach an image in the field `file`", {
          file: "Required",
        });
      const { kind } = request.query as z.infer<typeof uploadQuery>;
      const data = await readWithinLimit(file);
      return reply.code(201).send(await app.services.uploads.storeImage(data, kind));
    },
  );
};

const tooLarge = () =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", "The image is larger than 5 MB", { file: "Too large" });

/** busboy's own errors (a missing boundary, a body cut short) are the client's, not ours. */
function malformed(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new HttpError(400, "BAD_REQUEST", "The multipart body is malformed");
}

/**
 * file.toBuffer() keeps reading to the end of the part after the size limit is hit, so a 50 MB
 * upload is read whole before it is refused. Failing on busboy's 'limit' event answers at 5 MiB;
 * the error handler then closes the connection so the rest is never read.
 */
function readWithinLimit(file: MultipartFile): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.file.on("data", (chunk: Buffer) => chunks.push(chunk));
    file.file.once("limit", () => reject(tooLarge()));
    // finished() also reports a stream busboy destroyed before we listened (a body cut short),
    // where waiting for 'end' or 'error' would wait for ever.
    finished(file.file, (error) => {
      if (file.file.truncated) reject(tooLarge());
      else if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    });
  }).catch(malformed);
}
