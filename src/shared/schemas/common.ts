import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.ts";

/** Optional text from a form or an API client: empty, null and absent all mean "none". */
export const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export const httpUrl = z.url({
  protocol: /^https?$/,
  message: "Enter a full http:// or https:// address",
});
export const optionalHttpUrl = z.union([z.literal(""), httpUrl]).nullish();

/** An image: an http(s) URL or a path on this site such as /images/… or /uploads/…. */
export const optionalImageUrl = z
  .union([
    z.literal(""),
    httpUrl,
    z.string().regex(/^\/(?!\/)[\w\-./]+$/, "Enter a URL or a path starting with /"),
  ])
  .nullish();

export const slugSchema = z
  .string()
  .trim()
  .max(140)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");
export const optionalSlug = z.union([z.literal(""), slugSchema]).nullish();

export const isoDateTime = z.iso.datetime({ offset: true, message: "Enter a date and time" });
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

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
