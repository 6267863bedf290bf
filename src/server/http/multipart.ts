import { finished } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/errors.ts";

const tooLarge = (message: string) =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", message, { file: message });

/** busboy's own errors (a missing boundary, a body cut short) are the client's, not ours. */
function malformed(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new HttpError(400, "BAD_REQUEST", "The multipart body is malformed");
}

/**
 * file.toBuffer() keeps reading to the end of the part after the size limit is hit, so a 50 MB
 * upload is read whole before it is refused. Failing on busboy's 'limit' event answers at the limit;
 * the error handler then closes the connection so the rest is never read.
 */
function readWithinLimit(file: MultipartFile, tooLargeMessage: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.file.on("data", (chunk: Buffer) => chunks.push(chunk));
    file.file.once("limit", () => reject(tooLarge(tooLargeMessage)));
    // finished() also reports a stream busboy destroyed before we listened (a body cut short),
    // where waiting for 'end' or 'error' would wait for ever.
    finished(file.file, (error) => {
      if (file.file.truncated) reject(tooLarge(tooLargeMessage));
      else if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    });
  }).catch(malformed);
}

/** What an upload route says when its file is missing, too large or not sent as a form. */
export type UploadWords = {
  notMultipart: string;
  missing: string;
  /** Beside the `file` field when it is missing. */
  missingField: string;
  tooLarge: string;
};

/**
 * The one file an upload sends in the field `file`, read within the route's multipart limits:
 * 415 for another content type, 400 without a file, 413 past the size limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  words: UploadWords,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", words.notMultipart);
  }
  const file = await request.file().catch(malformed);
  if (!file) {
    throw new HttpError(400, "VALIDATION_FAILED", words.missing, { file: words.missingField });
  }
  return { data: await readWithinLimit(file, words.tooLarge), filename: file.filename };
}
