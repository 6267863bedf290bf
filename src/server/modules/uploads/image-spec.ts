/**
 * What the server and the image process (image-job.ts) agree on. Apart from image-job.ts so the
 * server can name it without loading sharp and libvips, which only the image process needs.
 */

/** What an upload becomes: the box it is resized to fit. */
export type ImageSpec = { width: number; height: number };
export type ImageJob = { id: number; data: Uint8Array; spec: ImageSpec };
export type ImageOutcome =
  | { id: number; ok: true; data: Uint8Array; width: number; height: number; bytes: number }
  | { id: number; ok: false; reason: "unsupported" | "invalid" | "too-complex" };

/**
 * An SVG's drawing time grows with what it draws; logos and illustrations stay well under this
 * many elements. Refused before rasterising, at once. Filters and nested <use> make even a short
 * SVG slow, which only the time limit in image-processor.ts can stop.
 */
export const MAX_SVG_ELEMENTS = 20_000;
