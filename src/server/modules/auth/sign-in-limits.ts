import { normalizeIP } from "@fastify/rate-limit";
import { rateLimited } from "../../lib/errors.ts";
import { BoundedMap, WindowCounters } from "../../lib/rate-windows.ts";

/**
 * Password guessing is limited twice (docs/decisions/0008-sign-in-limits.md):
 * - per address: every sign-in (and, apart, sign-up) attempt counts, `perAddress` a minute; an
 *   IPv6 address counts for its whole /64, which one subscriber usually holds entirely;
 * - per account: failed sign-ins to one e-mail, from whatever address, 10 per 15 minutes, so
 *   guessing one account from many addresses is slow too. Unknown e-mails count like known
 *   ones, so a 429 never tells whether an account exists.
 * The account limit only slows: it ends with its window, and it never applies at an address the
 * account has signed in from before, so an attacker cannot keep its owner out.
 * The counters live in this process, each map bounded (least recently used entries go first).
 */
export const ACCOUNT_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Account e-mails (a password reset link) asked for one address, per ACCOUNT_WINDOW_MS. */
export const ACCOUNT_MAILS = 3;
const ADDRESS_WINDOW_MS = 60_000;
/** Per map; an entry is ~150 bytes, so each map stays under ~2 MiB whatever an attacker sends. */
const MAX_ENTRIES = 10_000;
/** Addresses remembered per account as having signed in: a home, a phone network, an office. */
const KNOWN_ADDRESSES = 4;

/** The key an address is counted under: IPv4 as it is, IPv6 by its /64 (IPv4-mapped as IPv4). */
export const addressKey = (address: string): string => normalizeIP(address, 64);
const accountKey = (email: string) => email.trim().toLowerCase();

export type SignInLimitsOptions = {
  /** Sign-in attempts, and separately sign-up attempts, per address a minute (RATE_LIMIT_MAX). */
  perAddress: number;
  maxEntries?: number;
  now?: () => number;
};

export function createSignInLimits({
  perAddress,
  maxEntries = MAX_ENTRIES,
  now = Date.now,
}: SignInLimitsOptions) {
  const signInsByAddress = new WindowCounters(ADDRESS_WINDOW_MS, maxEntries, now);
  const signUpsByAddress = new WindowCounters(ADDRESS_WINDOW_MS, maxEntries, now);
  const failuresByAccount = new WindowCounters(ACCOUNT_WINDOW_MS, maxEntries, now);
  const knownAddresses = new BoundedMap<string[]>(maxEntries);
  const mailsByAddress = new WindowCounters(ADDRESS_WINDOW_MS, maxEntries, now);
  const mailsByAccount = new WindowCounters(ACCOUNT_WINDOW_MS, maxEntries, now);

  function countAddress(counters: WindowCounters, address: string) {
    const window = counters.add(addressKey(address));
    if (window.count > perAddress) throw rateLimited(window.resetAt - now());
  }

  return {
    /**
     * Before a password is checked: counts the attempt against the address and throws 429
     * RATE_LIMITED (with the seconds to wait) when the address or the account may not try now.
     */
    beforeSignIn(email: string, address: string): void {
      countAddress(signInsByAddress, address);
      const failures = failuresByAccount.current(accountKey(email));
      if (!failures || failures.count < ACCOUNT_FAILURES) return;
      if (knownAddresses.get(accountKey(email))?.includes(addressKey(address))) return;
      throw rateLimited(failures.resetAt - now(), "Too many failed sign-ins to this account");
    },

    /** After the check: a failure counts against the account, a success makes the address known. */
    afterSignIn(email: string, address: string, succeeded: boolean): void {
      const account = accountKey(email);
      if (!succeeded) {
        failuresByAccount.add(account);
        return;
      }
      const key = addressKey(address);
      const known = (knownAddresses.get(account) ?? []).filter((other) => other !== key);
      knownAddresses.set(account, [key, ...known].slice(0, KNOWN_ADDRESSES));
    },

    /** Before an account is created: counts the attempt against the address, 429 past the limit. */
    beforeSignUp(address: string): void {
      countAddress(signUpsByAddress, address);
    },

    /**
     * Before an account e-mail is sent (a reset link): counts against the address, and against
     * the e-mail address whether or not an account has it, so nobody can fill someone's inbox
     * and the answer never tells whether the account exists.
     */
    beforeAccountMail(email: string, address: string): void {
      countAddress(mailsByAddress, address);
      const window = mailsByAccount.add(accountKey(email));
      if (window.count > ACCOUNT_MAILS) {
        throw rateLimited(window.resetAt - now(), "Too many e-mails asked for this address");
      }
    },

    /** How many entries each map holds (tests and diagnostics: the maps must stay bounded). */
    sizes() {
      return {
        signIns: signInsByAddress.size,
        signUps: signUpsByAddress.size,
        accounts: failuresByAccount.size,
        knownAddresses: knownAddresses.size,
        mails: mailsByAddress.size + mailsByAccount.size,
      };
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
