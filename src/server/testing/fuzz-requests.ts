import fc from "fast-check";
import type { HTTPMethods } from "fastify";
import type { ApiRoute } from "./api-routes.ts";
import { type FuzzBody, type FuzzRequest, printable, type Role } from "./fuzz-client.ts";
import { type IdPools, poolFor } from "./fuzz-fixtures.ts";
import {
  hostileHeaders,
  hostileMethod,
  hostileQuery,
  hostileSegment,
  hostileTail,
  multipartBody,
} from "./hostile-requests.ts";
import { hostileValue, mutatedBody, rawJsonBody } from "./hostile-values.ts";
import {
  emailArbitrary,
  type SchemaHints,
  urlArbitrary,
  validValue,
} from "./json-schema-arbitrary.ts";

const TIME_ZONES = ["Asia/Singapore", "UTC", "America/St_Johns", "Etc/GMT+12", "Mars/Olympus"];

function hintsFor(route: ApiRoute, pools: IdPools): SchemaHints {
  return {
    uuid: (property) => {
      const pool = poolFor(pools, route.path, property);
      return pool.length
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, fc.uuid())
        : fc.uuid();
    },
    // zod refinements and pipes do not reach the JSON Schema: the property names say the rest.
    string: (property) => {
      if (property === "timezone") return fc.constantFrom(...TIME_ZONES);
      if (/email$/i.test(property)) return emailArbitrary;
      if (property === "slug") return fc.stringMatching(/^[a-z0-9]{1,20}(?:-[a-z0-9]{1,20}){0,3}$/);
      if (/(url|website)$/i.test(property)) {
        return fc.oneof(
          urlArbitrary,
          fc.constantFrom("", "/uploads/logos/x.webp", "/images/a.png"),
        );
      }
      return undefined;
    },
  };
}

/** The path with each `{param}` and `{*}` filled: ids that exist, random ones, or junk. */
function pathArbitrary(route: ApiRoute, pools: IdPools): fc.Arbitrary<string> {
  const pieces = route.path.split(/(\{[^}]+\})/).filter(Boolean);
  return fc
    .tuple(
      ...pieces.map((piece, index) => {
        // A wildcard printed right after a name (/api/docs*) still starts a new segment.
        if (piece === "{*}") {
          return pieces[index - 1]?.endsWith("/") ? hostileTail : hostileTail.map((p) => `/${p}`);
        }
        const name = piece.match(/^\{(\w+)\}$/)?.[1];
        return name ? hostileSegment(poolFor(pools, route.path, name)) : fc.constant(piece);
      }),
    )
    .map((parts) => parts.join(""));
}

function bodyArbitrary(route: ApiRoute, hints: SchemaHints, image: Buffer): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: "none" });
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): FuzzBody => ({ kind: "json", value: v }));
  const raw = rawJsonBody.map(
    (data): FuzzBody => ({ kind: "raw", contentType: "application/json", data }),
  );
  const multipart = multipartBody(image).map((b): FuzzBody => ({ kind: "raw", ...b }));
  if (route.body) {
    const valid = validValue(route.body, hints);
    return fc.oneof(
      { weight: 3, arbitrary: json(valid) },
      { weight: 5, arbitrary: json(mutatedBody(valid)) },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: none },
      { weight: 1, arbitrary: multipart },
    );
  }
  const uploads = route.path.includes("upload");
  const writes = route.methods.some((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m));
  return fc.oneof(
    { weight: uploads ? 1 : writes ? 3 : 8, arbitrary: none },
    { weight: 1, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: raw },
    { weight: uploads ? 8 : 1, arbitrary: multipart },
  );
}

/** Requests to one route: any caller, any method it answers, hostile in path, query, headers, body. */
export function requestArbitrary(
  route: ApiRoute,
  pools: IdPools,
  image: Buffer,
): fc.Arbitrary<FuzzRequest> {
  const hints = hintsFor(route, pools);
  const method = hostileMethod(route.methods);
  const role = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Role>("admin") },
    { weight: 1, arbitrary: fc.constant<Role>("member") },
    { weight: 1, arbitrary: fc.constant<Role>("anonymous") },
  );
  const query = fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: hostileQuery(route.parameters, hints) },
  );
  const headers = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 2, arbitrary: hostileHeaders },
  );
  return fc
    .record({
      role,
      method,
      path: pathArbitrary(route, pools),
      query,
      headers,
      body: bodyArbitrary(route, hints, image),
    })
    .map(({ path, query: search, method: m, ...rest }) =>
      printable({ ...rest, method: m as HTTPMethods, url: search ? `${path}?${search}` : path }),
    );
}
