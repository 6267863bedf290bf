import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { badRequest } from "../../lib/errors.ts";

/**
 * How guessable a new password is, by zxcvbn with its common-password (breach lists), English
 * word, name and Wikipedia dictionaries. Server-only on purpose: the dictionaries cost ~57 MiB of
 * resident memory once loaded (npm run bench:password-strength), a lot on a 1 GB server for
 * something used at sign-up, so they load on the first password set, never at start-up (unless
 * ADMIN_PASSWORD is set) and never in the browser. A worker thread stopped when idle was tried
 * and measured worse: +79 MiB while it ran, and 48-76 MiB of it stayed after each stop.
 */

// zxcvbn's matching grows faster than the password: with its defaults 200-character worst cases
// blocked the event loop for 0.6-1.4 s; the first 64 characters with at most 10 l33t variants take
// 25-60 ms. Checking a prefix can only find a password weaker, never stronger, than it is, and 64
// characters hold a passphrase of eight words.
export const CHECKED_LENGTH = 64;
const L33T_VARIANTS = 10;
/** zxcvbn's "safely unguessable" (10^8 guesses or more); 2 falls to an unthrottled online attack. */
const MIN_SCORE = 3;
const FALLBACK = "This password is easy to guess. Add another word or two that are less common.";
/** Words of this site that make a password guessable for anyone targeting it. */
const SITE_WORDS = ["career", "careers", "platform", "job", "jobs", "companies that care"];

let loading: Promise<ZxcvbnFactory> | undefined;

function checker(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: CHECKED_LENGTH,
        l33tMaxSubstitutions: L33T_VARIANTS,
      }),
    (error: unknown) => {
      // A failed load is tried again next time rather than cached for good.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Why the password is too easy to guess, in words for the person choosing it (zxcvbn's warning and
 * suggestions), or null when it is strong enough. `personal` holds what an attacker knows of the
 * person (e-mail, name): a password built from it counts as weak.
 */
export async function passwordWeakness(
  password: string,
  personal: readonly string[] = [],
): Promise<string | null> {
  const zxcvbn = await checker();
  const words = personal.flatMap((text) => [text, ...text.split(/[@.\s_+-]+/)]);
  const result = zxcvbn.check(password, [
    ...words.filter((word) => word.length > 2),
    ...SITE_WORDS,
  ]);
  if (result.score >= MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return advice.length > 0 ? advice.join(" ") : FALLBACK;
}

/** Throws 400 VALIDATION_FAILED naming the problem on the `password` field, as the forms show it. */
export async function assertStrongPassword(
  password: string,
  personal: readonly string[] = [],
): Promise<void> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) {
    throw badRequest(`Choose a password that is harder to guess: ${weakness}`, {
      password: weakness,
    });
  }
}
