import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { describeBucket, type S3Location } from "./s3-url.ts";
import type { FileFacts, StoredFile } from "./types.ts";

type Sdk = typeof import("@aws-sdk/client-s3");

/** The few calls the site makes on an S3-compatible bucket, keys being full object keys. */
export type Bucket = {
  /** Fails with a message naming S3_URL (never its keys) when the bucket does not answer. */
  check(): Promise<void>;
  put(
    key: string,
    data: Buffer,
    headers: { contentType: string; cacheControl?: string },
  ): Promise<void>;
  head(key: string): Promise<FileFacts | null>;
  get(key: string): Promise<StoredFile | null>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every object under the prefix, a page (up to 1,000) at a time. */
  list(prefix: string): AsyncGenerator<{ key: string; size: number }>;
};

/** The HTTP status of an SDK error (404 for a missing key or bucket), if it got an answer. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return undefined;
  const metadata = error.$metadata;
  if (typeof metadata !== "object" || metadata === null || !("httpStatusCode" in metadata))
    return undefined;
  return typeof metadata.httpStatusCode === "number" ? metadata.httpStatusCode : undefined;
}

async function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

function whyNot(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return "no such bucket";
  if (status === 401 || status === 403) return "access denied: check the access key and secret key";
  if (status !== undefined) return `it answered ${status}`;
  // A network failure: its code (ECONNREFUSED, ENOTFOUND) says the most.
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

export function createBucket(location: S3Location): Bucket {
  const bucket = location.bucket;
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  // The SDK is large, so it is loaded on first use: a site on disk never loads it.
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: location.endpoint,
        region: location.region,
        credentials: {
          accessKeyId: location.accessKeyId,
          secretAccessKey: location.secretAccessKey,
        },
        forcePathStyle: location.pathStyle,
        // The SDK would add newer checksum headers that S3-compatible servers do not all
        // accept; S3 itself needs them only where an operation requires them.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // An unreachable server fails fast; a transfer may pause as long as a client's does
        // (http/timeouts.ts drops a connection idle for 60 s).
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    })));

  async function get(key: string): Promise<StoredFile | null> {
    const { sdk, client } = await connect();
    const answer = await unlessMissing(
      client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key })),
    );
    if (!answer) return null;
    if (!(answer.Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return {
      size: answer.ContentLength ?? 0,
      etag: answer.ETag ?? "",
      ...(answer.LastModified ? { lastModified: answer.LastModified } : {}),
      body: answer.Body,
    };
  }

  return {
    async check() {
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(
          `S3_URL: the ${describeBucket(location)} cannot be used (${whyNot(error)})`,
        );
      }
    },

    async put(key, data, headers) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: headers.contentType,
          ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
        }),
      );
    },

    async head(key) {
      const { sdk, client } = await connect();
      const answer = await unlessMissing(
        client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key })),
      );
      if (!answer) return null;
      return {
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? "",
        ...(answer.LastModified ? { lastModified: answer.LastModified } : {}),
      };
    },

    get,

    async read(key) {
      const file = await get(key);
      return file ? Buffer.concat(await file.body.toArray()) : null;
    },

    async remove(key) {
      const { sdk, client } = await connect();
      // S3 answers 204 for a key that is not there; some compatible servers answer 404.
      await unlessMissing(client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },

    async *list(prefix) {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
