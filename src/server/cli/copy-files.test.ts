import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBucket } from "../modules/uploads/storage/bucket.ts";
import { s3Location } from "../modules/uploads/storage/s3-url.ts";
import { startTestS3Server } from "../testing/s3-server.ts";

const COMMAND = fileURLToPath(new URL("./copy-files.ts", import.meta.url));
const FILES = {
  "uploads/logos/a.webp": randomBytes(2000),
  "uploads/covers/b.webp": randomBytes(100),
  "private/cvs/c": randomBytes(700),
};

let s3: Awaited<ReturnType<typeof startTestS3Server>>;
let from: string;
let to: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  const tempDir = () => mkdtemp(path.join(tmpdir(), "career-copy-"));
  [from, to] = await Promise.all([tempDir(), tempDir()]);
  for (const [name, bytes] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(from, name)), { recursive: true });
    await writeFile(path.join(from, name), bytes);
  }
});
afterAll(async () => {
  await s3?.close();
  await Promise.all([from, to].map((dir) => rm(dir, { recursive: true, force: true })));
});

/** `npm run files:copy -- …args` as its own process: its output, or its error and exit code. */
async function copyFiles(args: string[], env: Record<string, string>) {
  const run = promisify(execFile)(process.execPath, [COMMAND, ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
  return run.then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

it("copies DATA_DIR into the bucket once, and the bucket back into an empty DATA_DIR", async () => {
  const env = { S3_URL: s3.url, DATA_DIR: from };
  expect(await copyFiles(["--to", "s3"], env)).toEqual({
    code: 0,
    output:
      "uploads: 2 copied, 0 already there (same size)\nprivate: 1 copied, 0 already there (same size)\n",
  });
  const objects: string[] = [];
  for await (const object of createBucket(s3Location(s3.url)).list("")) objects.push(object.key);
  expect(objects.sort()).toEqual(Object.keys(FILES).sort());
  expect((await copyFiles(["--to=s3"], env)).output).toMatch(
    /^uploads: 0 copied, 2 already there.*\nprivate: 0 copied, 1 already there/,
  );

  expect((await copyFiles(["--to", "disk"], { S3_URL: s3.url, DATA_DIR: to })).code).toBe(0);
  for (const [name, bytes] of Object.entries(FILES)) {
    expect(await readFile(path.join(to, name))).toEqual(bytes);
  }
  // A restored CV is as private as one the site stored.
  expect((await stat(path.join(to, "private/cvs/c"))).mode & 0o777).toBe(0o600);
});

it("stops with a message on a bad argument or a bucket that does not answer", async () => {
  const usage = await copyFiles(["--to", "ftp"], { S3_URL: s3.url, DATA_DIR: from });
  expect(usage).toMatchObject({
    code: 1,
    output: expect.stringMatching(/^Usage: npm run files:copy -- --to s3/),
  });
  const unreachable = await copyFiles(["--to", "s3"], {
    S3_URL: "http://AK:SECRET1@127.0.0.1:9/files",
    DATA_DIR: from,
  });
  expect(unreachable.code).toBe(1);
  expect(unreachable.output).toMatch(
    /^S3_URL: the bucket "files" at http:\/\/127\.0\.0\.1:9 cannot be used/,
  );
  expect(unreachable.output).not.toContain("SECRET1");
  expect((await copyFiles(["--to", "s3"], { DATA_DIR: from })).output).toMatch(/S3_URL is not set/);
});
