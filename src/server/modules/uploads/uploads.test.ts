import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../testing/multipart.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const dataDir = `/tmp/career-uploads-${randomBytes(4).toString("hex")}`;
const t = setUpTestApp({ env: { DATA_DIR: dataDir } });

const upload = async (
  bytes: Buffer,
  filename: string,
  type: string,
  token = t.adminToken,
  kind = "logo",
) =>
  t.request({
    method: "POST",
    url: `/api/uploads?kind=${kind}`,
    token,
    ...(await multipartFile(bytes, filename, type)),
  });

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("image uploads", () => {
  it("resizes a PNG to WebP, stores it and serves it", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#be185d" },
    })
      .png()
      .toBuffer();
    const response = await upload(png, "logo.png", "image/png");
    expect(response.statusCode).toBe(201);
    const { url, width, height } = response.json();
    expect(url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(width).toBe(512);
    expect(height).toBe(341);
    const served = await t.request({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("turns an SVG with a script into plain pixels", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><script>alert(1)</script><rect width="100" height="50" fill="#9d174d"/></svg>',
    );
    const response = await upload(svg, "logo.svg", "image/svg+xml", t.adminToken, "cover");
    expect(response.statusCode).toBe(201);
    const served = await t.request({ method: "GET", url: response.json().url });
    expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    expect(served.rawPayload.includes("script")).toBe(false);
  });

  it("refuses what is not an image, whatever its name says", async () => {
    const response = await upload(Buffer.from("#!/bin/sh\necho hello\n"), "photo.png", "image/png");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a file over 5 MiB with 413", async () => {
    const response = await upload(randomBytes(5 * 1024 * 1024 + 10), "big.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses an unknown kind and a body that is not multipart", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(png, "a.png", "image/png", t.adminToken, "banner")).statusCode).toBe(400);
    const json = await t.asAdmin("POST", "/api/uploads", { file: "x" });
    expect(json.statusCode).toBe(415);
  });

  it("is for admins only", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(png, "a.png", "image/png", "")).statusCode).toBe(401);
    expect((await upload(png, "a.png", "image/png", await t.signUp("member"))).statusCode).toBe(
      403,
    );
  });
});
