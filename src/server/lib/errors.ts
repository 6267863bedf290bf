/** An error with an HTTP status and a code from the API's error table; its message is shown to users. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (what: string) => new HttpError(404, "NOT_FOUND", `${what} not found`);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, "CONFLICT", message, fields);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "VALIDATION_FAILED", message, fields);

/** Refused for now (too many attempts, too busy): the error handler sends Retry-After. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(status: number, code: string, message: string, retryAfterSeconds: number) {
    super(status, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** 429 RATE_LIMITED saying when to try again, in the message and in Retry-After. */
export function rateLimited(retryAfterMs: number, what = "Too many attempts"): RetryLaterError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new RetryLaterError(429, "RATE_LIMITED", `${what}; try again in ${seconds} s`, seconds);
}
