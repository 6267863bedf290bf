import type { z } from "zod";
import { fieldErrors } from "../../shared/schemas/common.ts";
import { ApiError } from "./api-client.ts";

export type FieldErrors = Record<string, string>;

/** Client-side check with the shared schema: the same rules and messages as the API's. */
export function validate<T extends z.ZodType>(schema: T, values: unknown) {
  const result = schema.safeParse(values);
  return result.success
    ? ({ ok: true, data: result.data } as const)
    : ({ ok: false, errors: fieldErrors(result.error.issues) } as const);
}

/** Per-field messages the server sent with a 400 or 409, if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  return cause instanceof ApiError ? (cause.details?.fields ?? {}) : {};
}

/** Only paths on this site: never send someone elsewhere after signing in. */
export function safeRedirect(target: string | null, fallback = "/"): string {
  return target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")
    ? target
    : fallback;
}
