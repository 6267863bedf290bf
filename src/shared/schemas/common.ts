import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.ts";
import { labelled } from "./messages.ts";

/** Required text, trimmed: missing or blank says "{label} is required", too long names the limit. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: labelled(label) })
    .trim()
    .min(1)
    .max(max);

/** Optional text from a form or an API client: empty, null and absent all mean "none". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: labelled(label) })
    .trim()
    .max(max)
    .nullish();

/** A two-letter ISO 3166 country code, or none. */
export const optionalCountry = z
  .union([z.literal(""), z.string().regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. SG")])
  .nullish();

// A host name with a dot, then a port, path, query or fragment or nothing: "example.com",
// "www.example.com:8080/jobs". "javascript:…" or "mailto:…" never match (no dot before the colon).
const BARE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?::\d{1,5})?(?:[/?#]|$)/i;

/** "example.com" → "https://example.com": people type addresses the way browsers show them. */
export function withScheme(text: string): string {
  return BARE_HOST.test(text) ? `https://${text}` : text;
}

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
const absoluteUrl = (label: string) => z.url({ protocol: /^https?$/, error: labelled(label) });

/** A web address, required; one typed without its scheme gets https://. */
export const webAddress = (label: string) =>
  z
    .string({ error: labelled(label) })
    .trim()
    .min(1)
    .transform(withScheme)
    .pipe(absoluteUrl(label));

/** An optional web address: empty, null and absent mean "none"; "example.com" gets https://. */
export const optionalWebAddress = (label: string) =>
  z
    .string({ error: labelled(label) })
    .trim()
    .transform(withScheme)
    .pipe(z.union([z.literal(""), absoluteUrl(label)]))
    .nullish();

/**
 * An image: an http(s) URL or a path on this site such as /images/… or /uploads/…. No https://
 * is added here: "logo.png" is far more likely a mistyped path than the host logo.png.
 */
export const optionalImageUrl = (label: string) =>
  z
    .union([z.literal(""), absoluteUrl(label), z.string().regex(/^\/(?!\/)[\w\-./]+$/)], {
      error: (issue) =>
        issue.code === "invalid_union"
          ? `${label} must be a web address such as https://example.com/logo.png or a path starting with /`
          : undefined,
    })
    .nullish();

export const slugSchema = z
  .string()
  .trim()
  .max(140)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");
export const optionalSlug = z.union([z.literal(""), slugSchema]).nullish();

/** "zh-hant" → "zh-Hant": the spelling `<html lang>`, `hreflang` and Intl expect. */
function canonicalLanguage(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The language a piece of content is written in: a BCP 47 tag ("en", "ja", "zh-Hant", "th"),
 * kept in its canonical spelling. Independent of the language the site is read in.
 */
export const languageTag = z
  .string({ error: labelled("Language") })
  .trim()
  .max(35)
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, "Use a language tag such as en, ja, zh-Hant or th")
  .transform(canonicalLanguage);
export const contentLanguage = languageTag.default("en");

/** A date and time with its offset (four-digit years), from 1900 on: the database keeps no year 0. */
export const isoDateTime = z.iso
  .datetime({ offset: true, message: "Enter a date and time" })
  .refine((value) => Number(value.slice(0, 4)) >= 1900, "Enter a year from 1900 on");
export const optionalIsoDateTime = z.union([z.literal(""), isoDateTime]).nullish();

export const idParams = z.object({ id: z.uuid({ message: "Not a valid id" }) });
export const idOrSlugParams = z.object({ id: z.string().trim().min(1).max(200) });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    capped: z
      .literal(true)
      .optional()
      .describe("Present when more items match than a search returns; total is then that limit"),
  });
export type Paginated<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** More items match than a search returns (SEARCH_RESULTS_MAX); total is that limit. */
  capped?: true;
};

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Turns zod issues into one message per field, as the API and the forms show them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Cross-field rules run even while other fields are wrong (zod otherwise skips them until every
 * field is valid), so a form shows them beside the other fields' messages. Each rule reads only
 * fields that passed their own checks: `if (valid("salaryMin", "salaryMax") && …)`. They never run
 * when the input is not an object at all (no body, a list): there are no fields to compare.
 */
export const withFieldErrors = {
  when: (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => (issue.path?.length ?? 0) > 0),
};

/** Which fields passed their own checks, as they stood before any cross-field rule ran. */
export function validFields(payload: z.core.ParsePayload): (...fields: string[]) => boolean {
  const broken = new Set(payload.issues.map((issue) => String(issue.path?.[0])));
  return (...fields) => fields.every((field) => !broken.has(field));
}

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
