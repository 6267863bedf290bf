import { createHash } from "node:crypto";
import sharp from "sharp";
import { send } from "../faults/http.ts";
import type { Instances } from "./instances.ts";
import type { RunningNginx } from "./nginx.ts";
import type { Checks } from "./report.ts";

/**
 * State that must not live in one process: files (S3), sessions (PostgreSQL), rate-limit
 * counters (Redis). Requests go to the instances directly, each check with an X-Forwarded-For
 * of its own (the instances trust it, TRUST_PROXY=true), so that the sign-in limit one check
 * uses up does not refuse another's sign-ins.
 */

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
export const fromAddress = (address: string) => ({ "x-forwarded-for": address });

/** Signs in straight on one instance as if from `address`; answers the bearer token. */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
  address: string,
): Promise<string> {
  const result = await send(`${baseUrl}/api/auth/login`, {
    method: "POST",
    json: account,
    headers: fromAddress(address),
  });
  const token = (result.body as { token?: unknown } | null)?.token;
  if (result.status !== 200 || typeof token !== "string") {
    throw new Error(
      `sign-in as ${account.email} answered ${result.status} ${JSON.stringify(result.body)}`,
    );
  }
  return token;
}

export type Uploaded = { url: string; bytes: number; sha256: string };

async function getBytes(url: string): Promise<{ status: number; data: Buffer }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
  } catch {
    return { status: 0, data: Buffer.alloc(0) };
  }
}

/** An image uploaded through A, then read from B directly and through nginx: the same bytes. */
export async function checkUpload(
  checks: Checks,
  instances: Instances,
  nginx: RunningNginx,
  token: string,
): Promise<Uploaded | null> {
  const name = "an upload through A is served by B";
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: 180, g: 40, b: 120 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const response = await fetch(`${instances.url("A")}/api/uploads?kind=logo`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as { url?: string } | null;
  if (response.status !== 201 || typeof answer?.url !== "string") {
    checks.check(name, false, `upload on A answered ${response.status} ${JSON.stringify(answer)}`);
    return null;
  }
  const url = answer.url;
  const [onA, onB, viaNginx] = await Promise.all([
    getBytes(`${instances.url("A")}${url}`),
    getBytes(`${instances.url("B")}${url}`),
    getBytes(`${nginx.url}${url}`),
  ]);
  const same =
    onA.status === 200 &&
    onB.status === 200 &&
    viaNginx.status === 200 &&
    onA.data.length > 0 &&
    onA.data.equals(onB.data) &&
    onA.data.equals(viaNginx.data);
  checks.check(
    name,
    same,
    `${url}: A ${onA.status} (${onA.data.length} B), B ${onB.status} (${onB.data.length} B), ` +
      `nginx ${viaNginx.status} (${viaNginx.data.length} B), ${same ? "same bytes" : "NOT the same bytes"}`,
    { url, bytes: onA.data.length, statusOnB: onB.status },
  );
  return { url, bytes: onA.data.length, sha256: sha256(onA.data) };
}

/** A sign-in on A: its bearer token and its session cookie work on B; a logout on B ends it on A. */
export async function checkSession(
  checks: Checks,
  instances: Instances,
  admin: { email: string; password: string },
) {
  const login = await send(`${instances.url("A")}/api/auth/login`, {
    method: "POST",
    json: admin,
    headers: fromAddress("10.20.0.2"),
  });
  const token = (login.body as { token?: string } | null)?.token ?? "";
  const cookie = /session=([^;]+)/.exec(login.headers?.get("set-cookie") ?? "")?.[1] ?? "";
  const bearerOnB = await send(`${instances.url("B")}/api/auth/me`, { token });
  const cookieOnB = await send(`${instances.url("B")}/api/auth/me`, {
    headers: { cookie: `session=${cookie}` },
  });
  const logoutOnB = await send(`${instances.url("B")}/api/auth/logout`, {
    method: "POST",
    token,
  });
  const afterOnA = await send(`${instances.url("A")}/api/auth/me`, { token });
  const email = (value: unknown) => (value as { email?: string } | null)?.email;
  checks.check(
    "a sign-in on A works on B (token and cookie)",
    login.status === 200 &&
      cookie !== "" &&
      bearerOnB.status === 200 &&
      email(bearerOnB.body) === admin.email &&
      cookieOnB.status === 200 &&
      email(cookieOnB.body) === admin.email &&
      logoutOnB.status === 204 &&
      afterOnA.status === 401,
    `sign-in on A ${login.status} (cookie ${cookie ? "set" : "missing"}); on B: bearer ${bearerOnB.status}, ` +
      `cookie ${cookieOnB.status}, logout ${logoutOnB.status}; then on A ${afterOnA.status}`,
  );
}

/**
 * Attempts alternating A and B from one address: the limit must refuse the attempt after
 * RATE_LIMIT_MAX in all (counted in Redis), not after RATE_LIMIT_MAX on each.
 */
export async function checkSharedLimit(
  checks: Checks,
  instances: Instances,
  options: { what: "sign-in" | "newsletter"; max: number; address: string },
) {
  const trail: string[] = [];
  let firstRefused = 0;
  for (let attempt = 1; attempt <= 2 * options.max + 2; attempt++) {
    const name = attempt % 2 === 1 ? "A" : "B";
    const email = `cluster-${options.what}-${attempt}@example.com`;
    const result =
      options.what === "sign-in"
        ? await send(`${instances.url(name)}/api/auth/login`, {
            method: "POST",
            json: { email, password: "not-the-password-1234" },
            headers: fromAddress(options.address),
          })
        : await send(`${instances.url(name)}/api/newsletter`, {
            method: "POST",
            json: { email },
            headers: fromAddress(options.address),
          });
    trail.push(`${name}${result.status}`);
    if (result.status === 429 && firstRefused === 0) firstRefused = attempt;
  }
  const expected = options.max + 1;
  const allRefusedAfter = trail.slice(expected - 1).every((entry) => entry.endsWith("429"));
  checks.check(
    `${options.what} limit counts across A and B`,
    firstRefused === expected && allRefusedAfter,
    `RATE_LIMIT_MAX ${options.max}: first 429 at attempt ${firstRefused || "none"} ` +
      `(expected ${expected}; ${2 * options.max + 1} if each instance counted alone): ${trail.join(" ")}`,
    { max: options.max, firstRefusedAttempt: firstRefused },
  );
}

/** nginx's $request_id reaches the app (which answers it back) and names the access log line. */
export async function checkRequestId(checks: Checks, nginx: RunningNginx) {
  const result = await send(`${nginx.url}/api/health`, {
    headers: { "x-request-id": "chosen-by-the-client" },
  });
  const answered = result.headers?.get("x-request-id") ?? "";
  const logged = (await nginx.accessLog()).some((line) => line.requestId === answered);
  checks.check(
    "X-Request-Id: nginx's id reaches the app and its access log",
    result.status === 200 && /^[0-9a-f]{32}$/.test(answered) && logged,
    `answered ${result.status} with X-Request-Id "${answered || "(none)"}", ` +
      `${logged ? "found" : "not found"} in nginx's access log`,
  );
}
