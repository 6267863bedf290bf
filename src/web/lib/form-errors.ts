import type { I18n, MessageDescriptor } from "@lingui/core";
import type { z } from "zod";
import { issueMessage } from "../i18n/issue-messages.ts";
import { refusalFieldMessages, refusalOf } from "../i18n/refusal-messages.ts";
import { ApiError } from "./api-client.ts";

export type FieldErrors = Record<string, string>;

/**
 * How a form's messages name a field: `msg\`Name\`` gives "Name is required", in the page's
 * language; with `advice` its length rules speak to the person ("Use at least 8 characters").
 */
export type FieldName = MessageDescriptor | { label: MessageDescriptor; advice: true };

/** A form's field names; a field left out keeps the shared schema's English message (admin). */
export type FieldNames = Readonly<Record<string, FieldName>>;

const labelOf = (name: FieldName) => ("label" in name ? name.label : name);

/**
 * Client-side check with the shared schema: the same rules as the API's, with the messages of
 * the fields in `names` worded in the page's language (i18n/issue-messages.ts).
 */
export function validate<T extends z.ZodType>(
  i18n: I18n,
  schema: T,
  values: unknown,
  names: FieldNames = {},
) {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return { ok: true, data: result.data } as const;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    if (errors[key]) continue;
    const name = names[key];
    const worded = name
      ? issueMessage(i18n, issue, i18n._(labelOf(name)), { advice: "advice" in name })
      : undefined;
    errors[key] = worded ?? issue.message;
  }
  return { ok: false, errors } as const;
}

/** Per-field messages the server sent with a 400 or 409, if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  return cause instanceof ApiError ? (cause.details?.fields ?? {}) : {};
}

/**
 * Per-field messages of a refusal (the API's, or the auth service's for a form posted without
 * script) in the page's language, naming the fields as `names` does.
 */
export function refusedFieldErrors(
  i18n: I18n,
  error: unknown,
  names: FieldNames = {},
): FieldErrors {
  const refusal = refusalOf(error);
  if (!refusal) return {};
  const labels: Record<string, string | undefined> = {};
  for (const [field, name] of Object.entries(names)) labels[field] = i18n._(labelOf(name));
  return refusalFieldMessages(i18n, refusal, labels);
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
