import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { startTestS3Server } from "../../../testing/s3-server.ts";
import { createBucket } from "./bucket.ts";
import { createStorage } from "./index.ts";
import { readS3Url, s3Location } from "./s3-url.ts";

let s3: Awaited<ReturnType<typeof startTestS3Server>>;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "career-storage-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stores = {
  disk: () => createStorage({ DATA_DIR: dataDir }),
  s3: () => createStorage({ DATA_DIR: dataDir, S3_URL: s3.url }),
};

describe.each(Object.entries(stores))("files on %s", (_where, make) => {
  it("saves an image at /uploads/<key> and streams the same bytes back", async () => {
    const { public: images } = make();
    await images.check();
    const key = `logos/${randomUUID()}.webp`;
    const bytes = randomBytes(3000);
    expect(await images.save(key, bytes)).toBe(`/uploads/${key}`);
    const facts = await images.stat(key);
    expect(facts).toMatchObject({ size: 3000, etag: expect.stringMatching(/^".+"$/) });
    const file = await images.open(key);
    expect(Buffer.concat(await file!.body.toArray())).toEqual(bytes);
    expect(file!.etag).toBe(facts!.etag);
  });

  it("answers null for a key nothing is stored under", async () => {
    const { public: images } = make();
    expect(await images.stat("logos/missing.webp")).toBeNull();
    expect(await images.open("logos/missing.webp")).toBeNull();
  });

  it("keeps private files apart from the images, and removing twice is no error", async () => {
    const { public: images, private: files } = make();
    const key = `cvs/${randomUUID()}`;
    const bytes = randomBytes(500);
    await files.put(key, bytes);
    expect(await files.read(key)).toEqual(bytes);
    expect(await images.stat(key)).toBeNull();
    await files.remove(key);
    await files.remove(key);
    await expect(files.read(key)).rejects.toThrow();
  });

  it("refuses keys that are not plain relative paths", async () => {
    const { public: images, private: files } = make();
    for (const key of ["../escape.webp", "logos/../../x.webp", "/etc/passwd", ".hidden", ""]) {
      await expect(images.save(key, Buffer.from("x"))).rejects.toThrow(/Bad storage key/);
      await expect(files.put(key, Buffer.from("x"))).rejects.toThrow(/Bad storage key/);
    }
  });
});

describe("S3_URL", () => {
  it("reads the endpoint, bucket, percent-encoded keys, region and style", () => {
    expect(s3Location("https://AK:se%2Fcret%40@s3.example.com:9000/site-files/")).toEqual({
      endpoint: "https://s3.example.com:9000",
      bucket: "site-files",
      region: "us-east-1",
      accessKeyId: "AK",
      secretAccessKey: "se/cret@",
      pathStyle: true,
    });
    expect(
      s3Location("https://AK:SK@s3.amazonaws.com/files?region=eu-west-1&style=virtual"),
    ).toMatchObject({
      region: "eu-west-1",
      pathStyle: false,
    });
  });

  it("stops start-up naming S3_URL, never quoting the secret", () => {
    const cases: [string, RegExp][] = [
      ["http://s3.example.com/files", /access key and secret key/],
      ["http://AK:SECRET1@s3.example.com/", /bucket name/],
      ["http://AK:SECRET1@s3.example.com/a/b", /bucket name/],
      ["http://AK:SECRET1@s3.example.com/Files_1", /bucket name/],
      ["http://AK:SECRET1@s3.example.com/files?acl=public", /only region= and style=/],
      ["http://AK:SECRET1@s3.example.com/files?style=sideways", /style= must be/],
    ];
    for (const [url, problem] of cases) {
      const reading = readS3Url(url);
      expect(reading.ok ? "" : reading.problem).toMatch(problem);
      const message = (() => {
        try {
          loadConfig({ S3_URL: url });
          return "";
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/S3_URL/);
      expect(message).toMatch(problem);
      expect(message).not.toContain("SECRET1");
    }
    expect(loadConfig({ S3_URL: s3.url }).S3_URL).toBe(s3.url);
  });

  it("fails the start-up check with a clear message when the bucket does not answer", async () => {
    const missing = s3.url.replace(/\/[^/]+$/, "/no-such-bucket");
    await expect(
      createStorage({ DATA_DIR: dataDir, S3_URL: missing }).public.check(),
    ).rejects.toThrow(
      /^S3_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(no such bucket\)$/,
    );
    const closed = createBucket(s3Location("http://AK:SECRET1@127.0.0.1:9/files"));
    const error = await closed.check().then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error?.message).toMatch(
      /^S3_URL: the bucket "files" at http:\/\/127\.0\.0\.1:9 .*ECONNREFUSED/,
    );
    expect(error?.message).not.toContain("SECRET1");
  });
});

it("loads the S3 client only for a site whose files are in a bucket", async () => {
  // In a process of its own: the test runner's module loader is not the site's.
  const script = `
    import { createRequire } from "node:module";
    const { createStorage } = await import(process.env.INDEX);
    const loaded = () =>
      Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("@aws-sdk"));
    await createStorage({ DATA_DIR: process.env.DATA_DIR }).public.check();
    const onDisk = loaded();
    await createStorage({ DATA_DIR: process.env.DATA_DIR, S3_URL: process.env.S3_URL }).public.check();
    console.log(JSON.stringify({ onDisk, inBucket: loaded() }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", script],
    {
      env: {
        PATH: process.env.PATH,
        INDEX: fileURLToPath(new URL("./index.ts", import.meta.url)),
        DATA_DIR: dataDir,
        S3_URL: s3.url,
      },
    },
  );
  expect(JSON.parse(stdout)).toEqual({ onDisk: false, inBucket: true });
});
