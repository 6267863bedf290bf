import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, RetryLaterError } from "../../lib/errors.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createImageProcessor } from "./image-processor.ts";
import { MAX_SVG_ELEMENTS } from "./image-spec.ts";
import { createUploadService } from "./service.ts";
import type { FileStorage } from "./storage/index.ts";

/**
 * Image work cannot starve the server: one image at a time, in a process of its own, within a
 * time limit, with a bounded queue. (Sign-in latency during an upload burst: bench/image-burst.ts.)
 */

/** Turbulence filters over a large canvas: a few hundred bytes that take seconds to draw. */
const slowSvg = (layers: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="3100" height="3100"><filter id="t">` +
      `<feTurbulence baseFrequency="0.01" numOctaves="10"/></filter>` +
      `<rect width="3100" height="3100" filter="url(#t)"/>`.repeat(layers) +
      "</svg>",
  );
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#be185d" } })
    .png()
    .toBuffer();
const memoryStorage = (): FileStorage => ({
  save: async (key) => `/uploads/${key}`,
  stat: async () => null,
  open: async () => null,
  check: async () => {},
});

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("the image processor", () => {
  const processor = createImageProcessor({ timeLimitMs: 1_000, maxWaiting: 2 });
  const uploads = createUploadService(memoryStorage(), { processor });
  afterAll(() => uploads.close());

  it("cuts off an image past its time limit with 422, and the next image still works", async () => {
    const started = performance.now();
    // 40 layers take 10-30 s to draw; sharp's own timeout would only fire once drawn.
    const error = await refusal(uploads.storeImage(slowSvg(40), "cover"));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ status: 422, code: "IMAGE_TOO_COMPLEX" });
    expect(error.message).toMatch(/took too long.*upload it as PNG or JPEG/);
    // The limit counts from when the process has the image (its start-up is not the image's).
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
    expect(elapsed).toBeLessThan(6_000);
    const childrenBefore = processor.stats.started;
    const next = await uploads.storeImage(await smallPng(), "logo");
    expect(next).toMatchObject({ width: 40, height: 30 });
    // The killed process was replaced by a new one.
    expect(processor.stats.started).toBe(childrenBefore + 1);
  });

  it(`refuses an SVG of more than ${MAX_SVG_ELEMENTS} elements before drawing it`, async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${"<g/>".repeat(
        MAX_SVG_ELEMENTS + 1,
      )}</svg>`,
    );
    const started = performance.now();
    const error = await refusal(uploads.storeImage(svg, "logo"));
    expect(error).toMatchObject({ status: 422, code: "IMAGE_TOO_COMPLEX" });
    expect(error.fields?.file).toMatch(/more than 20,000 elements/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("works on one image at a time, queues two more and refuses the rest with 503", async () => {
    const png = await smallPng();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => uploads.storeImage(png, "thumbnail")),
    );
    const stored = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    );
    expect(stored).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RetryLaterError);
      expect(error).toMatchObject({ status: 503, code: "UNAVAILABLE", retryAfterSeconds: 5 });
    }
    expect(processor.stats.peakInIsolate).toBe(1);
    expect(processor.stats.inIsolate).toBe(0);
  });
});

describe("POST /api/uploads under a burst", () => {
  let t: TestApp;
  let token: string;
  const dataDir = `/tmp/career-image-limits-${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    token = await t.signUp("admin");
  });
  afterAll(async () => {
    t.services.uploads.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(bytes: Buffer) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/svg+xml" }), "a.svg");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return t.request({
      method: "POST",
      url: "/api/uploads?kind=logo",
      token,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    });
  }

  it("answers the sixth of six slow SVGs sent at once 503 with Retry-After", async () => {
    // Two layers draw in ~0.5-1 s: all six arrive while the first is drawn; four can wait.
    const responses = await Promise.all(Array.from({ length: 6 }, () => upload(slowSvg(2))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 503]);
    const busy = responses.find((response) => response.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("5");
    expect(busy?.json().error).toEqual({
      code: "UNAVAILABLE",
      message: "Other images are being processed; try again in 5 s",
    });
  });
});
