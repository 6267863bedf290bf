import type { ErrorBody } from "#shared/schemas/common.ts";

export const TOKEN_KEY = "authToken";

/**
 * A failed call: the message is "HTTP error! status: <code>", as callers of this client have
 * always seen it, with the status and the body kept for them to read.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** How long a refusal for now (429, 503) asks to wait, from its Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, body: unknown, retryAfterSeconds?: number) {
    super(`HTTP error! status: ${status}`);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own explanation when it sent one (see the API's error body). */
  get details(): ErrorBody["error"] | null {
    const body = this.body as Partial<ErrorBody> | null;
    return body && typeof body === "object" && body.error ? body.error : null;
  }
}

export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  anonymous?: boolean;
};

/**
 * Every call goes to /api with a JSON content type and, when a token is stored (and the call is
 * not a sign-in), the bearer token. JSON answers are parsed, others read as text.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const token = options.anonymous ? null : storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const isJson = response.headers.get("content-type")?.includes("json");
    const data =
      response.status === 204 ? null : isJson ? await response.json() : await response.text();
    if (!response.ok) {
      const retryAfter = Number(response.headers.get("retry-after"));
      throw new ApiError(response.status, data, retryAfter > 0 ? retryAfter : undefined);
    }
    return data as T;
  } catch (error) {
    console.error(error);
    throw error;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: (path: string) => apiRequest<null>(path, { method: "DELETE" }),
};

/**
 * A message a person can read for any failed call, in English: the admin area's words. The
 * public site's forms say it in the page's language with failureMessage (i18n/refusal-messages.ts).
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.details?.message) return error.details.message;
    if (error.status === 401) return "Please sign in again.";
    if (error.status === 403) return "You do not have access to this.";
    if (error.status === 429) return "Too many attempts. Please wait a minute and try again.";
    if (error.status >= 500) return "Something went wrong on our side. Please try again.";
  }
  if (error instanceof TypeError)
    return "We could not reach the server. Check your connection and try again.";
  return error instanceof Error ? error.message : "Something went wrong.";
}
