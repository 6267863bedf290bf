import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { malformed, readWithinLimit } from "../../http/multipart.ts";
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
      const data = await readWithinLimit(file, "The image is larger than 5 MB");
      return reply.code(201).send(await app.services.uploads.storeImage(data, kind));
    },
  );
};
