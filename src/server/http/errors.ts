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
