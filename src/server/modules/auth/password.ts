import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { createConcurrencyLimit } from "../../lib/concurrency-limit.ts";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt minimum (N=2^17, r=8, p=1) costs ~128 MiB and ~100 ms per hash; 2^15 keeps
// sign-in responsive on two cores while staying well above brute-force comfort.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Each hash holds 128 × N × r bytes (32 MiB) while it runs: two at a time keep both cores busy
 * and a burst of sign-ins from holding 128 MiB on libuv's four threads.
 */
const hashing = createConcurrencyLimit(2);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  return hashing(() =>
    scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, {
      ...params,
      maxmem: 256 * params.N * params.r,
    }),
  );
}

/** A hash of nothing, verified against when the e-mail is unknown so both cases take as long. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString("hex"));
