import type { z } from "zod";
import { fieldErrors } from "#shared/schemas/common.ts";
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

/**
 * How a form shows a refusal: each field's message beside its field, and in the summary only
 * what no field of the form shows. The API sends its message with every error, and for a field
 * error (a taken e-mail) that message is the field's own: shown in both places it was read twice.
 */
export function placeErrors(
  errors: FieldErrors,
  message: string | null,
  formFields: readonly string[],
): { beside: FieldErrors; summary: string | null } {
  const beside: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [field, text] of Object.entries(errors)) {
    if (formFields.includes(field)) beside[field] = text;
    else unplaced.push(text);
  }
  if (unplaced.length === 0 && Object.keys(beside).length > 0) return { beside, summary: null };
  return { beside, summary: message ?? (unplaced.join(" ") || null) };
}
