import { normalizeIP } from "@fastify/rate-limit";
import { rateLimited } from "../../lib/errors.ts";
import { createMemoryLimitStore, type LimitStore } from "../../lib/limit-store.ts";

/**
 * Password guessing is limited twice (docs/decisions/0008-sign-in-limits.md):
 * - per address: every sign-in (and, apart, sign-up) attempt counts, `perAddress` a minute; an
 *   IPv6 address counts for its whole /64, which one subscriber usually holds entirely;
 * - per account: failed sign-ins to one e-mail, from whatever address, 10 per 15 minutes, so
 *   guessing one account from many addresses is slow too. Unknown e-mails count like known
 *   ones, so a 429 never tells whether an account exists.
 * The account limit only slows: it ends with its window, and it never applies at an address the
 * account has signed in from before, so an attacker cannot keep its owner out.
 * The counts live in the limit store: this process's bounded maps, or Redis for every instance.
 */
export const ACCOUNT_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Account e-mails (a password reset link) asked for one address, per ACCOUNT_WINDOW_MS. */
export const ACCOUNT_MAILS = 3;
const ADDRESS_WINDOW_MS = 60_000;
/** Addresses remembered per account as having signed in: a home, a phone network, an office. */
const KNOWN_ADDRESSES = 4;

/** The key an address is counted under: IPv4 as it is, IPv6 by its /64 (IPv4-mapped as IPv4). */
export const addressKey = (address: string): string => normalizeIP(address, 64);
const accountKey = (email: string) => email.trim().toLowerCase();

export type SignInLimitsOptions = {
  /** Sign-in attempts, and separately sign-up attempts, per address a minute (RATE_LIMIT_MAX). */
  perAddress: number;
  /** Where the counts live: this process by default, or Redis shared by every instance. */
  store?: LimitStore;
  now?: () => number;
};

export function createSignInLimits({
  perAddress,
  store = createMemoryLimitStore(),
  now = Date.now,
}: SignInLimitsOptions) {
  async function countAddress(name: string, address: string) {
    const window = await store.add(name, addressKey(address), ADDRESS_WINDOW_MS);
    if (window.count > perAddress) throw rateLimited(window.resetAt - now());
  }

  return {
    /**
     * Before a password is checked: counts the attempt against the address and throws 429
     * RATE_LIMITED (with the seconds to wait) when the address or the account may not try now.
     */
    async beforeSignIn(email: string, address: string): Promise<void> {
      await countAddress("sign-ins", address);
      const failures = await store.current("sign-in-failures", accountKey(email));
      if (!failures || failures.count < ACCOUNT_FAILURES) return;
      if (await store.remembers("sign-in-addresses", accountKey(email), addressKey(address))) {
        return;
      }
      throw rateLimited(failures.resetAt - now(), "Too many failed sign-ins to this account");
    },

    /** After the check: a failure counts against the account, a success makes the address known. */
    async afterSignIn(email: string, address: string, succeeded: boolean): Promise<void> {
      const account = accountKey(email);
      if (succeeded) {
        await store.remember("sign-in-addresses", account, addressKey(address), KNOWN_ADDRESSES);
      } else {
        await store.add("sign-in-failures", account, ACCOUNT_WINDOW_MS);
      }
    },

    /** Before an account is created: counts the attempt against the address, 429 past the limit. */
    beforeSignUp: (address: string): Promise<void> => countAddress("sign-ups", address),

    /**
     * Before an account e-mail is sent (a reset link): counts against the address, and against
     * the e-mail address whether or not an account has it, so nobody can fill someone's inbox
     * and the answer never tells whether the account exists.
     */
    async beforeAccountMail(email: string, address: string): Promise<void> {
      await countAddress("account-mails", address);
      const window = await store.add("account-mails-to", accountKey(email), ACCOUNT_WINDOW_MS);
      if (window.count > ACCOUNT_MAILS) {
        throw rateLimited(window.resetAt - now(), "Too many e-mails asked for this address");
      }
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
