/** One HTTP exchange as the fault and soak scripts see it: a status, or why there was none. */
export type Exchange = {
  status: number;
  /** Parsed JSON when the response was JSON, the text otherwise; null without a response. */
  body: unknown;
  ms: number;
  /** Set when no response arrived: "timeout", "ECONNREFUSED", "ECONNRESET", … */
  failure?: string;
  headers?: Headers;
};

export type RequestOptions = {
  method?: string;
  token?: string;
  json?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

/**
 * fetch with a deadline that never throws: a fault script must count every outcome, a refused
 * connection and a time-out included, instead of stopping at the first one.
 */
export async function send(url: string, options: RequestOptions = {}): Promise<Exchange> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const isJson = response.headers.get("content-type")?.includes("json") ?? false;
    let body: unknown = text;
    if (isJson && text) body = JSON.parse(text);
    return {
      status: response.status,
      body,
      ms: performance.now() - started,
      headers: response.headers,
    };
  } catch (error) {
    return { status: 0, body: null, ms: performance.now() - started, failure: failureName(error) };
  }
}

function failureName(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timeout";
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** True when the body is the API's error shape: `{ error: { code, message, fields? } }` only. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const keys = Object.keys(body);
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  return (
    keys.length === 1 &&
    keys[0] === "error" &&
    typeof error?.code === "string" &&
    typeof error.message === "string"
  );
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const result = await send(`${baseUrl}/api/auth/login`, {
    method: "POST",
    json: { email, password },
  });
  const token = (result.body as { token?: unknown } | null)?.token;
  if (result.status !== 200 || typeof token !== "string") {
    throw new Error(`login as ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return token;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of a list of numbers (0 for an empty list). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
