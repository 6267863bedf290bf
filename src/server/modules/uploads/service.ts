import { randomUUID } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { HttpError } from "../../http/errors.ts";
import type { FileStorage } from "./storage.ts";

export const UPLOAD_KINDS = {
  logo: { folder: "logos", width: 512, height: 512, fit: "inside" },
  cover: { folder: "covers", width: 1600, height: 900, fit: "inside" },
  event: { folder: "events", width: 1600, height: 900, fit: "inside" },
  thumbnail: { folder: "thumbnails", width: 960, height: 540, fit: "inside" },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp", "svg"]);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Every image is decoded, resized and re-encoded as WebP: what is stored is pixels we wrote,
 * never the uploaded bytes, so an SVG's scripts or a polyglot file cannot reach a visitor.
 */
export function createUploadService(storage: FileStorage) {
  return {
    async storeImage(data: Buffer, kind: UploadKind) {
      const spec = UPLOAD_KINDS[kind];
      let metadata: Metadata;
      try {
        // limitInputPixels stops decompression bombs before they are decoded.
        metadata = await sharp(data, { limitInputPixels: 40_000_000 }).metadata();
      } catch {
        throw unsupported();
      }
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await sharp(data, {
          limitInputPixels: 40_000_000,
          density: metadata.format === "svg" ? 144 : undefined,
        })
          .rotate()
          .resize({
            width: spec.width,
            height: spec.height,
            fit: spec.fit,
            withoutEnlargement: metadata.format !== "svg",
          })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new HttpError(400, "INVALID_IMAGE", "The image could not be read; it may be damaged");
      }
      const url = await storage.save(`${spec.folder}/${randomUUID()}.webp`, output.data);
      return { url, width: output.info.width, height: output.info.height, bytes: output.info.size };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;

const unsupported = () =>
  new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Upload a PNG, JPEG, WebP or SVG image");
