import { randomUUID } from "node:crypto";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { HttpError, RetryLaterError } from "../../lib/errors.ts";
import { createMemoryLimitStore, type LimitStore } from "../../lib/limit-store.ts";
import { createActionLimit } from "../../lib/rate-windows.ts";
import { canManageContent, canUploadImage } from "../../policies/access.ts";
import { createImageProcessor, type ImageProcessor, type ImageResult } from "./image-processor.ts";
import { MAX_SVG_ELEMENTS } from "./image-spec.ts";
import type { FileStorage } from "./storage/index.ts";

export const UPLOAD_KINDS = {
  logo: { folder: "logos", width: 512, height: 512 },
  cover: { folder: "covers", width: 1600, height: 900 },
  event: { folder: "events", width: 1600, height: 900 },
  thumbnail: { folder: "thumbnails", width: 960, height: 540 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What a client is told to wait when other images fill the queue: about one job's time. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Every image is decoded, resized (to fit inside its kind's box) and re-encoded as WebP, in a
 * process of its own and within a time limit (image-processor.ts, image-job.ts).
 */
export function createUploadService(
  storage: FileStorage,
  {
    limits = createMemoryLimitStore(),
    processor = createImageProcessor(),
  }: { limits?: LimitStore; processor?: ImageProcessor } = {},
) {
  // An employer uploads a logo now and then; the admins' content work is not counted.
  const employerUploads = createActionLimit({
    store: limits,
    name: "logo-uploads",
    max: 20,
    windowMs: 3_600_000,
    what: "Too many uploads",
  });
  return {
    /**
     * Whether she may send this image, asked before it is read (the policy's answer); an
     * employer's logos are also counted, 20 an hour.
     */
    async allowUpload(actor: CurrentUser, kind: UploadKind) {
      if (!canUploadImage(actor, kind)) {
        throw new HttpError(403, "FORBIDDEN", "Company owners upload logos only");
      }
      if (!canManageContent(actor)) await employerUploads.count(actor.id);
    },

    async storeImage(data: Buffer, kind: UploadKind) {
      const { folder, width, height } = UPLOAD_KINDS[kind];
      const result = await processor.process(data, { width, height });
      if (!result.ok) throw refusal(result.reason);
      const url = await storage.save(`${folder}/${randomUUID()}.webp`, result.data);
      return { url, width: result.width, height: result.height, bytes: result.bytes };
    },
    /** Where the images are kept: /uploads reads them back from it (http/uploaded-files.ts). */
    storage,
    close: () => processor.close(),
  };
}
export type UploadService = ReturnType<typeof createUploadService>;

function refusal(reason: Exclude<ImageResult, { ok: true }>["reason"]): HttpError {
  switch (reason) {
    case "unsupported":
      return new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Upload a PNG, JPEG, WebP or SVG image");
    case "invalid":
      return new HttpError(400, "INVALID_IMAGE", "The image could not be read; it may be damaged");
    case "too-complex":
      return tooComplex(`The SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString("en")} elements`);
    case "too-slow":
      return tooComplex("The image took too long to process");
    case "busy":
      return new RetryLaterError(
        503,
        "UNAVAILABLE",
        `Other images are being processed; try again in ${BUSY_RETRY_SECONDS} s`,
        BUSY_RETRY_SECONDS,
      );
  }
}

const tooComplex = (what: string) =>
  new HttpError(
    422,
    "IMAGE_TOO_COMPLEX",
    `${what}; simplify it (fewer shapes, filters or effects) or upload it as PNG or JPEG`,
    { file: what },
  );
