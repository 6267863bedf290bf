import type { z } from "zod";

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Reads a list page's URL leniently: each parameter is checked on its own against the shared
 * schema and dropped when invalid, so `?type=nonsense&q=nurse` still searches for "nurse"
 * instead of failing the whole query (and a bad link never causes a 500).
 */
export function parseSearchParams<S extends ObjectSchema>(
  schema: S,
  params: URLSearchParams,
  fixed: Partial<z.input<S>> = {},
): z.output<S> {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const check = (value: unknown) => (field as z.ZodType).safeParse(value);
    const values = params.getAll(key).filter((value) => value.trim() !== "");
    if (values.length === 0) continue;
    // A key given several times keeps its valid values, for the filters that take several.
    const value = values.length === 1 ? values[0] : values.filter((one) => check(one).success);
    const parsed = check(value);
    if (parsed.success && parsed.data !== undefined) kept[key] = value;
  }
  const result = schema.safeParse({ ...kept, ...fixed });
  // Unreachable in practice (each field passed alone); fall back to the defaults only.
  return result.success ? result.data : schema.parse(fixed);
}
