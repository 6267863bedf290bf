import { METHODS } from "node:http";
import fc from "fast-check";
import type { HTTPMethods } from "fastify";
import type { ApiParameter } from "./api-routes.ts";
import { hostileString } from "./hostile-values.ts";
import { type SchemaHints, validValue } from "./json-schema-arbitrary.ts";

/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD instead. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** Escapes a server has to survive decoding: cut short, overlong, surrogates, NUL, slashes. */
const brokenEscapes = [
  "%",
  "%%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%C0%80",
  "%FF%FE",
  "%00",
  "%2F",
  "%2e%2e%2F%2e%2e",
  "%252F",
  "%u0041",
  "+",
];

/** A query string: valid values, hostile values of known keys, unknown and repeated keys. */
export function hostileQuery(parameters: ApiParameter[], hints: SchemaHints): fc.Arbitrary<string> {
  const known = parameters.filter((parameter) => parameter.in === "query");
  const validPart = known.map((parameter) =>
    validValue(parameter.schema ?? { type: "string" }, hints, parameter.name).map(
      (value) => `${parameter.name}=${encode(String(value))}`,
    ),
  );
  const names = fc.constantFrom(...known.map((p) => p.name), "q", "page", "__proto__", "x");
  const part = fc.oneof(
    ...validPart.map((arbitrary) => ({ weight: 3, arbitrary })),
    { weight: 2, arbitrary: fc.tuple(names, hostileString).map(([k, v]) => `${k}=${encode(v)}`) },
    {
      weight: 1,
      arbitrary: fc.tuple(names, fc.constantFrom(...brokenEscapes)).map((p) => p.join("=")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "page=1&page=2",
        "pageSize=100&pageSize=-1",
        "page[]=1",
        "page[a]=1",
        "constructor[prototype][isAdmin]=true",
        "__proto__[isAdmin]=true",
        "=",
        "==",
        "&&&",
        "a=b=c",
        "q",
        `q=${"%41".repeat(3000)}`,
        `${"k".repeat(500)}=v`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ unit: "binary", maxLength: 10 }), hostileString)
        .map(([k, v]) => `${encode(k)}=${encode(v)}`),
    },
  );
  return fc.array(part, { maxLength: 6 }).map((parts) => parts.join("&"));
}

/** A path segment: an id that exists, a random uuid, or something that is no id at all. */
export function hostileSegment(known: string[]): fc.Arbitrary<string> {
  const choices: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        ...brokenEscapes,
        "not-a-uuid",
        "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff",
        "00000000-0000-4000-8000-00000000000G",
        "null",
        "undefined",
        "0",
        "-1",
        "NaN",
        "__proto__",
        "constructor",
        "hasOwnProperty",
        "%20",
        "a%2Fb",
        "..%2F..%2Fetc%2Fpasswd",
        "%F0%9D%84%9E",
        "%EF%BF%BF",
        "public",
        ".",
        "..",
        "a;b=c",
      ),
    },
    {
      weight: 2,
      arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encode),
    },
    // maxParamLength is 200: both sides of it.
    { weight: 1, arbitrary: fc.integer({ min: 150, max: 3000 }).map((n) => "a".repeat(n)) },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
  ];
  if (known.length) choices.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...choices);
}

/** Any path below a wildcard: several segments, dot segments, doubled slashes. */
export const hostileTail = fc
  .array(fc.oneof(hostileSegment([]), fc.constantFrom("", "..", ".", "static", "index.html")), {
    maxLength: 4,
  })
  .map((segments) => segments.join("/"));

/**
 * A method for a request to a route: mostly one the route answers, sometimes any that Node's
 * parser accepts (TRACE, PROPFIND, QUERY…), which must be refused in the error shape too.
 */
export function hostileMethod(answered: HTTPMethods[]): fc.Arbitrary<HTTPMethods> {
  const [main = "GET"] = answered;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(main) },
    { weight: 2, arbitrary: fc.constantFrom(...answered, main) },
    { weight: 1, arbitrary: fc.constantFrom(...(METHODS as HTTPMethods[])) },
  );
}

/** Only what may legally stand in an HTTP header value (Node refuses the rest on the wire). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

/**
 * Header values; `{admin}` and `{member}` stand for the current tokens, filled in when sent.
 * The total stays under Node's 16 KiB header limit, as anything larger never reaches the app.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "APPLICATION/JSON; charset=UTF-8",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json;;;",
      "application/json\t",
      "application/vnd.api+json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=x",
      "text/plain",
      "text/html",
      "application/xml",
      "application/octet-stream",
      "*/*",
      "",
      ";",
      "json",
      "application/json, text/plain",
    ),
    authorization: fc.oneof(
      fc.constantFrom(
        "",
        "Bearer",
        "Bearer ",
        "Bearer  ",
        "bearer {admin}",
        "BEARER {member}",
        "Bearer {admin}x",
        "Bearer {admin} {admin}",
        "Bearer\t{member}",
        "{admin}",
        "Basic YWRtaW46YWRtaW4=",
        "Token {admin}",
        "Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.",
        `Bearer ${"A".repeat(200)}`,
        `Bearer ${"A".repeat(201)}`,
        `Bearer ${"x".repeat(6000)}`,
        "Bearer ÿþ\x80\x81\x82\x83\x84\x85\x86\x87",
        "Bearer null",
        "Bearer undefined",
      ),
      hostileString.map((text) => `Bearer ${headerSafe(text).slice(0, 6000)}`),
    ),
    accept: fc.constantFrom("*/*", "text/html", "application/xml", "application/json;q=0", "ÿ/ÿ"),
    "accept-encoding": fc.constantFrom(
      "gzip",
      "br",
      "deflate",
      "zstd",
      "gzip;q=0, identity;q=0",
      "*;q=0",
      "identity;q=0",
      "x-unknown",
      "gzip, gzip, gzip",
    ),
    "content-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "x-unknown", ""),
    "accept-language": fc.constantFrom("*", "zz-ZZ", "en;q=abc", "ÿ"),
    "x-filler": fc.integer({ min: 1, max: 6000 }).map((n) => "f".repeat(n)),
    cookie: fc.constantFrom("a=b", "session=%00", "=;=;", "__proto__=x"),
    origin: fc.constantFrom("null", "https://evil.example", "file://"),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "garbage", ""),
    "if-none-match": fc.constantFrom("*", '"abc"', 'W/"x"'),
    range: fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=999999999-", "lines=1-2"),
    "x-http-method-override": fc.constantFrom("DELETE", "PUT"),
    "user-agent": hostileString.map((text) => headerSafe(text).slice(0, 2000)),
  },
  { requiredKeys: [] },
);

export type RawBody = { contentType: string; data: Buffer };

/** multipart/form-data: right and wrong field names, files, boundaries, limits and cut-offs. */
export function multipartBody(image: Buffer): fc.Arbitrary<RawBody> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="alert(1)">' +
      "<script>alert(1)</script><rect width='4' height='4'/></svg>",
  );
  return fc
    .record({
      field: fc.constantFrom("file", "file", "__proto__", "constructor", "other", ""),
      filename: fc.constantFrom("a.png", "../../etc/passwd", "a\u0000.png", "", '"q".png', "é.svg"),
      type: fc.constantFrom("image/png", "image/svg+xml", "text/html", ""),
      content: fc.oneof(
        fc.constant(image),
        fc.constant(svg),
        fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
      ),
      fieldsBefore: fc.nat({ max: 8 }),
      files: fc.integer({ min: 1, max: 3 }),
      ending: fc.constantFrom("closed", "closed", "cut", "no-final-boundary", "garbage"),
      boundary: fc.constantFrom("ok", "ok", "missing", "mismatch", "quoted"),
    })
    .map((shape) => {
      const boundary = "fuzzBoundary42";
      const parts: Buffer[] = [];
      for (let i = 0; i < shape.fieldsBefore; i++) {
        parts.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`),
        );
      }
      for (let i = 0; i < shape.files; i++) {
        const typeLine = shape.type ? `Content-Type: ${shape.type}\r\n` : "";
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${shape.field}"; ` +
              `filename="${shape.filename}"\r\n${typeLine}\r\n`,
          ),
          shape.content,
          Buffer.from("\r\n"),
        );
      }
      const endings = {
        closed: `--${boundary}--\r\n`,
        cut: "",
        "no-final-boundary": `--${boundary}\r\n`,
        garbage: "--not-the-boundary--\r\n",
      };
      let data = Buffer.concat([...parts, Buffer.from(endings[shape.ending])]);
      if (shape.ending === "cut") data = data.subarray(0, Math.floor(data.length / 2));
      const contentTypes = {
        ok: `multipart/form-data; boundary=${boundary}`,
        missing: "multipart/form-data",
        mismatch: "multipart/form-data; boundary=somethingElse",
        quoted: `multipart/form-data; boundary="${boundary}"`,
      };
      return { contentType: contentTypes[shape.boundary], data };
    });
}
