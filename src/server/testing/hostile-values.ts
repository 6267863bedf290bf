import fc from "fast-check";

/**
 * Text and JSON values that have broken servers before: NUL bytes (PostgreSQL refuses them),
 * lone surrogates (not valid UTF-8), huge strings, deep nesting (recursive code overflows the
 * stack), prototype keys (pollution), numbers JSON cannot round-trip, and markup.
 */

const loneSurrogate = fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff");

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\t\r\n",
      "\u0000",
      "a\u0000b",
      "\ufeffBOM",
      "\u202eevil\u202c",
      "\u2028\u2029\u0085",
      "𝄞👩🏽‍💻🇸🇬",
      "İıǅß",
      "ＡＢＣ",
      "null",
      "undefined",
      "NaN",
      "-1",
      "1e309",
      "0x1F",
      "[]",
      "{}",
      "__proto__",
      "constructor",
      "toString",
      "'; drop table jobs; --",
      "\\' OR 1=1 --",
      "%00%2F%ZZ",
      "../../../../etc/passwd",
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "javascript:alert(1)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe
      "${7*7}{{7*7}}",
      ":memory:",
      "a".repeat(161),
      "x".repeat(10_001),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 }))
      .map((parts) => parts.join("")),
  },
  // Huge, yet inside the 1 MiB body limit so it reaches validation and the database.
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 300_000 }).map((n) => "é".repeat(n)) },
);

/** An own "__proto__" or "constructor" key, as JSON.parse would make it (not a prototype change). */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const deep = fc
  // JSON.stringify itself overflows near 5,000 levels; deeper bodies come as raw text below.
  .tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = "bottom";
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

const prototypeObject = fc.constantFrom(
  withOwnKey({}, "__proto__", { isAdmin: true, role: "admin" }),
  withOwnKey({ name: "x" }, "constructor", { prototype: { polluted: true } }),
  { toString: "not a function", valueOf: 1, hasOwnProperty: null },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      Number.MIN_VALUE,
      true,
      false,
      null,
    ),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 200, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: prototypeObject },
);

export const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "createdAt", "role", "", " "),
  fc.string({ unit: "binary", maxLength: 20 }),
);

type Mutation = "replace" | "drop" | "extra" | "prototype" | "whole" | "wrap" | "stringify";

/** A valid body, broken in one place: a field of the wrong type or text, a key dropped or added. */
export function mutatedBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom<Mutation>(
    "replace",
    "replace",
    "replace",
    "drop",
    "extra",
    "prototype",
    "whole",
    "wrap",
    "stringify",
  );
  return fc
    .tuple(valid, mutation, hostileValue, fc.nat(), hostileKey)
    .map(([body, kind, value, index, key]) => {
      const object =
        body !== null && typeof body === "object" && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
      const keys = Object.keys(object);
      const chosen = keys.length ? keys[index % keys.length] : undefined;
      switch (kind) {
        case "replace":
          return chosen === undefined ? value : { ...object, [chosen]: value };
        case "drop": {
          const { [chosen ?? ""]: _dropped, ...rest } = object;
          return rest;
        }
        case "extra":
          return withOwnKey(object, key, value);
        case "prototype":
          return withOwnKey(object, index % 2 ? "__proto__" : "constructor", {
            prototype: { polluted: true },
            isAdmin: true,
          });
        case "whole":
          return value;
        case "wrap":
          return index % 2 ? [body] : { data: body };
        case "stringify":
          return JSON.stringify(body);
        default:
          return body;
      }
    });
}

/** Bodies no JSON encoder would write: cut short, not UTF-8, nested beyond reason, or odd literals. */
export const rawJsonBody: fc.Arbitrary<Buffer> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        "",
        " ",
        "{",
        '{"title":',
        "[",
        "null",
        "true",
        "0",
        '"text"',
        '{"a":1}}',
        "{'a':1}",
        '{"a":1,"a":2}',
        "NaN",
        "1e999",
        '{"title":"\\ud800"}',
        '{"title":"a\\u0000b"}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":{"__proto__":{"b":1}}}',
        "\ufeff{}",
        "[]".repeat(1000),
      )
      .map((text) => Buffer.from(text)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 100, max: 200_000 }), fc.boolean())
      .map(([depth, array]) =>
        Buffer.from(array ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth)),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
      Buffer.from('{"title":"\xff\xfe\xc0\xaf"}', "latin1"),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
);
