import { finished } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { HttpError } from "../lib/errors.ts";

const tooLarge = (message: string) =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", message, { file: message });

/** busboy's own errors (a missing boundary, a body cut short) are the client's, not ours. */
export function malformed(error: unknown): never {
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
export function readWithinLimit(file: MultipartFile, tooLargeMessage: string): Promise<Buffer> {
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
