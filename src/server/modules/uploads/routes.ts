import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { readUploadedFile } from "../../http/multipart.ts";
import { actorOf, requireUploader } from "../../policies/guards.ts";
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
      onRequest: requireUploader,
      schema: {
        tags: ["uploads"],
        summary:
          "Upload an image (multipart field `file`), resized and stored as WebP (employers: logos, 20 an hour)",
        querystring: uploadQuery,
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      const { kind } = request.query as z.infer<typeof uploadQuery>;
      await app.services.uploads.allowUpload(actorOf(request), kind);
      const { data } = await readUploadedFile(request, {
        notMultipart: "Send the image as multipart/form-data",
        missing: "Attach an image in the field `file`",
        missingField: "Required",
        tooLarge: "The image is larger than 5 MB",
      });
      return reply.code(201).send(await app.services.uploads.storeImage(data, kind));
    },
  );
};
