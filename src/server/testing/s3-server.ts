import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "career-test";

/**
 * A real S3-compatible server (s3rver) on a free local port, keeping its objects in a folder of
 * its own, with one empty bucket; `url` is the S3_URL of that bucket. s3rver knows one access
 * key, S3RVER, and does not check signatures.
 */
export async function startTestS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), "career-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  let closed = false;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}`,
    /** Stops it; once, however often it is called (a test may stop it early). */
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
