import fc from "fast-check";

/** The part of JSON Schema that zod's OpenAPI output uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** Values the schema cannot express: ids that exist, time zones the database knows. */
export type SchemaHints = {
  uuid: (property: string) => fc.Arbitrary<string>;
  string?: (property: string) => fc.Arbitrary<string> | undefined;
};

const INT32 = 2 ** 31 - 1;
const clampInt = (value: number | undefined, fallback: number) =>
  Math.max(-INT32, Math.min(INT32, Math.trunc(value ?? fallback)));

export const emailArbitrary = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom("example.com", "mail.example.org"))
  .map(([local, domain]) => `${local}@${domain}`);
export const urlArbitrary = fc.oneof(
  fc.webUrl({ validSchemes: ["http", "https"] }),
  fc.constantFrom("https://example.com/", "http://127.0.0.1:1/x?y=1#z"),
);
const dateTime = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringFor(schema: JsonSchema, hints: SchemaHints, property: string): fc.Arbitrary<string> {
  const hinted = hints.string?.(property);
  if (hinted) return hinted;
  switch (schema.format) {
    case "uuid":
      return hints.uuid(property);
    case "email":
      return emailArbitrary;
    case "uri":
    case "url":
      return urlArbitrary;
    case "date-time":
      return dateTime;
  }
  const maxLength = schema.maxLength ?? 60;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, maxLength));
    } catch {
      // fast-check cannot generate from lookaheads; plain text still exercises the check.
    }
  }
  const minLength = schema.minLength ?? 0;
  const constraints = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) };
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ ...constraints, unit: "grapheme-ascii" }) },
    { weight: 1, arbitrary: fc.string({ ...constraints, unit: "grapheme" }) },
  );
}

/** Values that satisfy the schema (as far as JSON Schema says: refinements may still refuse). */
export function validValue(
  schema: JsonSchema,
  hints: SchemaHints,
  property = "",
): fc.Arbitrary<unknown> {
  const base = baseValue(schema, hints, property);
  const types = Array.isArray(schema.type) ? schema.type : [];
  return schema.nullable || types.includes("null") ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function baseValue(
  schema: JsonSchema,
  hints: SchemaHints,
  property: string,
): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, hints, property)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), hints, property);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema, hints, property);
    case "integer":
      return fc.integer({
        min: clampInt(schema.minimum, -1000),
        max: clampInt(schema.maximum, 1_000_000),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = schema.items ?? {};
      const constraints = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      };
      // Enumerated items are usually a set (initiatives): draw them without repeats.
      return items.enum
        ? fc.uniqueArray(fc.constantFrom(...items.enum), constraints)
        : fc.array(validValue(items, hints, property), constraints);
    }
    case "object": {
      const properties = schema.properties ?? {};
      const names = Object.keys(properties);
      if (names.length === 0) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const name of names) model[name] = validValue(properties[name] ?? {}, hints, name);
      const required = (schema.required ?? []).filter((name) => names.includes(name));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
