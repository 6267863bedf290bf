import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import { ApiError, describeError } from "../lib/api-client.ts";

/**
 * What the API (or the auth service, for a form posted without script) said when it refused:
 * its error `code`, the HTTP status, its English message and per-field messages.
 */
export type Refusal = {
  status: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  /** From Retry-After, or read from a rate limit's message ("try again in 60 s"). */
  retryAfterSeconds?: number;
};

/**
 * The server words its refusals in English. On an English page those words are shown as they
 * are (they can say more than a code: the wait of a rate limit, why a password is easy to
 * guess); on a page in another language the refusal is worded here from its code.
 */
export const speaksServerLanguage = (i18n: I18n) => i18n.locale === DEFAULT_LOCALE.code;

/** The seconds to wait that a rate limit's message names, when Retry-After was not kept. */
function secondsToWait(refusal: Refusal): number | undefined {
  if (refusal.retryAfterSeconds) return refusal.retryAfterSeconds;
  const named = /try again in (\d+) s/.exec(refusal.message ?? "")?.[1];
  return named ? Number(named) : undefined;
}

/** A refusal's message in the page's language, by its code, else by its status. */
export function refusalMessage(i18n: I18n, refusal: Refusal): string {
  if (speaksServerLanguage(i18n) && refusal.message) return refusal.message;
  switch (refusal.code) {
    case "INVALID_CREDENTIALS":
      return t(i18n)`E-mail or password is incorrect`;
    case "EMAIL_TAKEN":
      return t(i18n)`An account with this e-mail already exists`;
    case "RATE_LIMITED": {
      const seconds = secondsToWait(refusal);
      return seconds
        ? t(i18n)`Too many attempts; try again in ${seconds} s`
        : t(i18n)`Too many attempts. Please wait a minute and try again.`;
    }
    case "VALIDATION_FAILED":
      return t(i18n)`Please correct the fields marked below.`;
    case "LINK_INVALID":
      return t(i18n)`This link has expired or was already used: ask for a new one`;
    case "WRONG_PASSWORD":
      return t(i18n)`Your current password is not this one`;
    case "EMAIL_NOT_VERIFIED":
      return t(i18n)`Confirm your e-mail address first: open the link we sent you`;
    case "ALERTS_FULL":
      return t(
        i18n,
      )`You have as many job alerts as you can keep: delete one you no longer need first`;
    case "SAVED_JOBS_FULL":
      return t(i18n)`You have saved as many jobs as you can: remove some you no longer need first`;
    case "ENTRIES_FULL":
      return t(i18n)`Your history is full: merge or remove some entries first`;
    case "CVS_FULL":
      return t(i18n)`You can keep 3 CVs: remove one before uploading another`;
    case "PAYLOAD_TOO_LARGE":
      return t(i18n)`The file is larger than 5 MB`;
    case "UNSUPPORTED_FILE":
      return t(i18n)`Upload your CV as a PDF or a Word document (.docx)`;
    case "ACTIVE_CONTENT":
      return t(
        i18n,
      )`This file contains macros, scripts or embedded files: save it again as a plain PDF or .docx`;
    case "ENCRYPTED_FILE":
      return t(i18n)`This PDF is protected with a password: save a copy without protection`;
    case "UNREADABLE_FILE":
    case "FILE_TOO_COMPLEX":
      return t(i18n)`The file could not be read: save it again as a PDF or .docx`;
    case "ALREADY_APPLIED":
      return t(i18n)`You have already applied for this job: see it under Applications`;
    case "APPLY_LIMIT":
      return t(i18n)`You have applied for this job 3 times; you cannot apply again`;
  }
  if (refusal.status === 401) return t(i18n)`Please sign in again.`;
  if (refusal.status === 403) return t(i18n)`You do not have access to this.`;
  if (refusal.status === 429)
    return t(i18n)`Too many attempts. Please wait a minute and try again.`;
  if (refusal.status >= 500) return t(i18n)`Something went wrong on our side. Please try again.`;
  return t(i18n)`Something went wrong. Please try again.`;
}

/**
 * The messages a refusal puts beside the fields of a form, in the page's language: by code and
 * field, else a general one naming the field (`labels` holds the names the form shows).
 */
export function refusalFieldMessages(
  i18n: I18n,
  refusal: Refusal,
  labels: Record<string, string | undefined> = {},
): Record<string, string> {
  const fields = refusal.fields ?? {};
  if (speaksServerLanguage(i18n)) return { ...fields };
  const worded: Record<string, string> = {};
  for (const field of Object.keys(fields)) {
    const label = labels[field];
    if (refusal.code === "EMAIL_TAKEN") {
      worded[field] = t(i18n)`An account with this e-mail already exists`;
    } else if (refusal.code === "WRONG_PASSWORD") {
      worded[field] = t(i18n)`Your current password is not this one`;
    } else if (refusal.code === "VALIDATION_FAILED" && field === "password") {
      // The server's only check of a password beyond the form's own: how easy it is to guess.
      worded[field] = t(
        i18n,
      )`This password is easy to guess. Add another word or two that are less common.`;
    } else if (field === "file") {
      // A file's refusal says what is wrong with it, not only that it is not valid.
      worded[field] = refusalMessage(i18n, refusal);
    } else if (field === "email") {
      worded[field] = t(i18n)`Enter a valid e-mail address`;
    } else {
      worded[field] = label ? t(i18n)`${label} is not valid` : t(i18n)`This value is not valid`;
    }
  }
  return worded;
}

/**
 * What the server said, from a failed API call (also one wrapped as the `cause` of another
 * error, as a failed login is) or from a service's error (a form posted without script).
 */
export function refusalOf(error: unknown): Refusal | null {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  if (cause instanceof ApiError) {
    const details = cause.details;
    return {
      status: cause.status,
      code: details?.code,
      message: details?.message,
      fields: details?.fields,
      retryAfterSeconds: cause.retryAfterSeconds,
    };
  }
  const service = cause as Partial<Refusal> | null;
  if (typeof service?.status === "number" && typeof service.code === "string") {
    const { status, code, message, fields, retryAfterSeconds } = service;
    return { status, code, message, fields, retryAfterSeconds };
  }
  return null;
}

/**
 * The failure of any call (refused, server unreachable, sign-in unavailable) in the page's
 * language; on an English page the words the site has always shown (describeError).
 */
export function failureMessage(i18n: I18n, error: unknown): string {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (speaksServerLanguage(i18n)) return describeError(cause);
  const refusal = refusalOf(cause);
  if (refusal) return refusalMessage(i18n, refusal);
  if (cause instanceof TypeError)
    return t(i18n)`We could not reach the server. Check your connection and try again.`;
  return t(i18n)`Something went wrong. Please try again.`;
}
