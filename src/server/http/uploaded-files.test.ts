import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBucket } from "../modules/uploads/storage/bucket.ts";
import { s3Location } from "../modules/uploads/storage/s3-url.ts";
import { plainPdf } from "../testing/cv-files.ts";
import { multipartFile } from "../testing/multipart.ts";
import { startTestS3Server } from "../testing/s3-server.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** Two instances on one bucket, each with a DATA_DIR of its own that must stay empty. */
let s3: Awaited<ReturnType<typeof startTestS3Server>>;
let firstDir = "";
let secondDir = "";
let first: TestApp;
let second: TestApp;
let imageUrl = "";
const tempDir = () => mkdtemp(path.join(tmpdir(), "career-s3-app-"));
const instance = (dir: string) => createTestApp({ S3_URL: s3.url, DATA_DIR: dir });
beforeAll(async () => {
  s3 = await startTestS3Server();
  [firstDir, secondDir] = await Promise.all([tempDir(), tempDir()]);
  [first, second] = await Promise.all([instance(firstDir), instance(secondDir)]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await s3?.close();
  await Promise.all([firstDir, secondDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

const objectsUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const object of createBucket(s3Location(s3.url)).list(prefix)) keys.push(object.key);
  return keys;
};

describe("files in an S3-compatible bucket", () => {
  it("serves an uploaded image from the bucket, on any instance, for a year", async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#0e7490" },
    })
      .png()
      .toBuffer();
    const uploaded = await first.request({
      method: "POST",
      url: "/api/uploads?kind=logo",
      token: await first.signUp("admin"),
      ...(await multipartFile(png, "logo.png", "image/png")),
    });
    expect(uploaded.statusCode).toBe(201);
    imageUrl = uploaded.json().url;
    expect(imageUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(await objectsUnder("uploads/logos/")).toEqual([imageUrl.slice(1)]);

    const served = await first.request({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(served.rawPayload.length),
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const fromSecond = await second.request({ method: "GET", url: imageUrl });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload).toEqual(served.rawPayload);

    const etag = String(served.headers.etag);
    const again = await second.request({
      method: "GET",
      url: imageUrl,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await second.request({ method: "HEAD", url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      etag,
      "content-length": String(served.rawPayload.length),
    });
    expect(await readdir(firstDir)).toEqual([]);
  });

  it("answers 404 in the API's shape for what is not there or not an image name", async () => {
    for (const url of [
      "/uploads/logos/00000000-0000-0000-0000-000000000000.webp",
      "/uploads/..%2f..%2fprivate/cvs/x.webp",
      "/uploads/.hidden.webp",
      "/uploads/logos/page.html",
      imageUrl.replace("/uploads/", "/uploads/private/"),
    ]) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await first.request({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method === "GET") expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
  });

  it("keeps a CV in the bucket, not on disk, and hands it out after the policy check", async () => {
    const token = await first.signUp("member");
    const pdf = plainPdf();
    const uploaded = await first.request({
      method: "POST",
      url: "/api/cvs",
      token,
      ...(await multipartFile(pdf, "cv.pdf", "application/pdf")),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await objectsUnder("private/cvs/")).toHaveLength(1);
    expect(await readdir(firstDir)).toEqual([]);

    const url = `/api/files/${uploaded.json().id}`;
    const download = await first.request({ method: "GET", url, token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
    expect(
      (await first.request({ method: "GET", url, token: await first.signUp("member") })).statusCode,
    ).toBe(404);
  });

  // Last: it stops the bucket.
  it("never lets a cache keep an answer the bucket failed, as if it were the image", async () => {
    await s3.close();
    const response = await second.request({
      method: "GET",
      url: imageUrl,
      headers: { "if-none-match": '"another"' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toBeUndefined();
  });
});
