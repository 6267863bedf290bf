import multipart from "@fastify/multipart";
import contentDisposition from "content-disposition";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/schemas/common.ts";
import { CV_MAX_BYTES, cv, cvList, fileLink, signedFileQuery } from "#shared/schemas/cvs.ts";
import { readUploadedFile } from "../../http/multipart.ts";
import { memberSecurity } from "../../http/openapi.ts";
import { HttpError } from "../../lib/errors.ts";
import { actorOf, requireUser } from "../../policies/guards.ts";

/** Her CVs, and the one door to private files: an authorised request or a signed link. */
export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cvs, fileLinks } = app.services;
  const tags = ["cvs"];
  const security = memberSecurity;
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    "/cvs",
    {
      onRequest: requireUser,
      schema: { tags, summary: "Her CVs, the default first", security, response: { 200: cvList } },
    },
    async (request) => ({ items: await cvs.list(actorOf(request)) }),
  );

  app.post(
    "/cvs",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `Upload a CV (multipart field \`file\`): a PDF or .docx up to 5 MB, checked by its content`,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: cv },
      },
    },
    async (request, reply) => {
      const member = actorOf(request);
      const { data, filename } = await readUploadedFile(request, {
        notMultipart: "Send the CV as multipart/form-data",
        missing: "Attach your CV in the field `file`",
        missingField: "Choose a file",
        tooLarge: "The file is larger than 5 MB",
      });
      return reply.code(201).send(await cvs.upload(member, { data, name: filename }));
    },
  );

  app.put(
    "/cvs/:id/default",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Make this CV the one offered first when she applies",
        security,
        params: idParams,
        response: { 200: cvList },
      },
    },
    async (request) => ({ items: await cvs.makeDefault(actorOf(request), request.params.id) }),
  );

  app.delete(
    "/cvs/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Remove a CV from her list (applications already sent keep their copy)",
        security,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cvs.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/files/:id/link",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A download link for a file she may read, working without a token for 5 minutes",
        security,
        params: idParams,
        response: { 200: fileLink },
      },
    },
    async (request) => {
      await cvs.read(actorOf(request), request.params.id);
      return fileLinks.make(request.params.id);
    },
  );

  app.get(
    "/files/:id",
    {
      schema: {
        tags,
        summary: "Download a private file: with a token or the session, or by a signed link",
        description: "Always an attachment, never cached.",
        security: [...security, {}],
        params: idParams,
        querystring: signedFileQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (expires !== undefined || signature !== undefined) {
        const valid = await fileLinks.verify(id, expires ?? 0, signature ?? "");
        if (!valid) {
          throw new HttpError(
            403,
            "LINK_EXPIRED",
            "This download link has expired or is not valid; open the file again from the site",
          );
        }
        return sendAttachment(reply, await cvs.readLinked(id));
      }
      const member = await requireUser(request);
      return sendAttachment(reply, await cvs.read(member, id));
    },
  );
};

/** Never shown in the browser: downloaded under its cleaned name, in a sandbox if opened. */
function sendAttachment(
  reply: FastifyReply,
  file: { name: string; contentType: string; data: Buffer },
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.name))
    .header("content-security-policy", "sandbox")
    .header("x-content-type-options", "nosniff")
    .send(file.data);
}
