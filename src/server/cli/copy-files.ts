import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { createBucket } from "../modules/uploads/storage/bucket.ts";
import {
  type CopyCounts,
  copyBucketToDisk,
  copyDiskToBucket,
} from "../modules/uploads/storage/copy.ts";
import { s3Location } from "../modules/uploads/storage/s3-url.ts";
import { AREAS } from "../modules/uploads/storage/types.ts";

const USAGE = [
  "Usage: npm run files:copy -- --to s3     DATA_DIR's uploads and private files into the bucket of S3_URL",
  "       npm run files:copy -- --to disk   the bucket's files into DATA_DIR (a backup, or back to one machine)",
].join("\n");

function destination(): "s3" | "disk" {
  try {
    const { values } = parseArgs({ options: { to: { type: "string" } }, strict: true });
    if (values.to === "s3" || values.to === "disk") return values.to;
  } catch {
    // An unknown option or a missing value: the usage says what is expected.
  }
  throw new Error(USAGE);
}

function report(counts: CopyCounts) {
  for (const area of ["public", "private"] as const) {
    const { copied, skipped, ignored } = counts[area];
    const name = AREAS[area];
    console.log(`${name}: ${copied} copied, ${skipped} already there (same size)`);
    if (ignored.length > 0)
      console.log(
        `${name}: left out ${ignored.length} not named as stored files: ${ignored.join(", ")}`,
      );
  }
}

/**
 * `npm run files:copy -- --to s3|disk`: moves a site's files between DATA_DIR and the bucket of
 * S3_URL under the same names (uploads/…, private/…), so image URLs and CV rows stay valid.
 * What the other side already holds at the same size is skipped, so it can run again after an
 * interruption, or once more just before the switch to catch late uploads.
 */
async function main() {
  const to = destination();
  const config = loadConfig();
  if (!config.S3_URL) throw new Error("S3_URL is not set: it names the bucket to copy to or from");
  const bucket = createBucket(s3Location(config.S3_URL));
  await bucket.check();
  report(
    to === "s3"
      ? await copyDiskToBucket(config.DATA_DIR, bucket)
      : await copyBucketToDisk(bucket, config.DATA_DIR),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
