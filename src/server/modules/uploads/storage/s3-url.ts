/** Where the bucket is and how to sign for it, read from S3_URL. */
export type S3Location = {
  /** The server's origin: https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * The bucket in the path (https://host/bucket/key), as MinIO, R2 and most S3-compatible
   * servers want; `style=virtual` puts it in the host name (https://bucket.host/key) instead.
   */
  pathStyle: boolean;
};

export const S3_URL_SHAPE =
  "http(s)://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[?region=REGION&style=virtual]";
// S3's own rule for bucket names, which the S3-compatible servers follow.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const DEFAULT_REGION = "us-east-1";

type Reading = { ok: true; location: S3Location } | { ok: false; problem: string };
const problem = (text: string): Reading => ({ ok: false, problem: `S3_URL ${text}` });

/**
 * Reads `http(s)://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[?region=…&style=virtual]`, the keys
 * percent-encoded. A problem never quotes the URL: it holds the secret key.
 */
export function readS3Url(text: string): Reading {
  if (!URL.canParse(text)) return problem(`is not a URL: ${S3_URL_SHAPE}`);
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return problem("must be an http:// or https:// URL");
  if (!url.username || !url.password)
    return problem(`needs the access key and secret key before the host: ${S3_URL_SHAPE}`);
  const names = url.pathname.split("/").filter(Boolean);
  if (names.length !== 1 || !BUCKET_NAME.test(names[0] ?? ""))
    return problem(
      `needs the bucket name as its path (3 to 63 lowercase letters, digits, dots or hyphens): ${S3_URL_SHAPE}`,
    );
  const unknown = [...url.searchParams.keys()].filter(
    (name) => !["region", "style"].includes(name),
  );
  if (unknown.length > 0 || url.hash)
    return problem(`takes only region= and style= after the bucket: ${S3_URL_SHAPE}`);
  const style = url.searchParams.get("style") ?? "path";
  if (style !== "path" && style !== "virtual") return problem("style= must be path or virtual");
  const region = url.searchParams.get("region") ?? DEFAULT_REGION;
  if (!/^[a-z0-9-]+$/i.test(region)) return problem("region= must be a region name");
  const [accessKeyId, secretAccessKey] = [decoded(url.username), decoded(url.password)];
  if (accessKeyId === null || secretAccessKey === null)
    return problem("has a key that is not correctly percent-encoded");
  return {
    ok: true,
    location: {
      endpoint: url.origin,
      bucket: names[0] ?? "",
      region,
      accessKeyId,
      secretAccessKey,
      pathStyle: style === "path",
    },
  };
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The location of a URL that configuration already checked. */
export function s3Location(text: string): S3Location {
  const reading = readS3Url(text);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.location;
}

/** The bucket for messages and logs: where it is, never the keys. */
export const describeBucket = (location: S3Location) =>
  `bucket "${location.bucket}" at ${location.endpoint}`;
