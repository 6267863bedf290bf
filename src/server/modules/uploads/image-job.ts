import sharp from "sharp";
import { type ImageJob, type ImageOutcome, MAX_SVG_ELEMENTS } from "./image-spec.ts";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp", "svg"]);
/** Stops decompression bombs before they are decoded (a 6,300-pixel square). */
const MAX_INPUT_PIXELS = 40_000_000;

// One libvips thread per image: images are processed one at a time in their own process
// (image-processor.ts), and the server's other work keeps the other core.
sharp.concurrency(1);

/** Whether the SVG has more than `max` elements, counted without collecting them. */
function hasMoreElements(svg: Uint8Array, max: number): boolean {
  const text = Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength).toString("latin1");
  const element = /<[A-Za-z]/g;
  let count = 0;
  while (element.test(text)) if (++count > max) return true;
  return false;
}

/**
 * Every image is decoded, resized and re-encoded as WebP: what is stored is pixels we wrote,
 * never the uploaded bytes, so an SVG's scripts or a polyglot file cannot reach a visitor.
 */
export async function processImage({ id, data, spec }: ImageJob): Promise<ImageOutcome> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return { id, ok: false, reason: "unsupported" };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { id, ok: false, reason: "unsupported" };
  if (format === "svg" && hasMoreElements(data, MAX_SVG_ELEMENTS)) {
    return { id, ok: false, reason: "too-complex" };
  }
  try {
    const output = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      density: format === "svg" ? 144 : undefined,
    })
      .rotate()
      .resize({
        width: spec.width,
        height: spec.height,
        fit: "inside",
        withoutEnlargement: format !== "svg",
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const { width, height, size } = output.info;
    return { id, ok: true, data: output.data, width, height, bytes: size };
  } catch {
    return { id, ok: false, reason: "invalid" };
  }
}
