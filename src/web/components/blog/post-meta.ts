import { intlLocale } from "../events/event-time.ts";

const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read a text: words at 200 a minute, rounded up, never less than one. The page
 * words it ("5 min read") in its language.
 */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * "3 June 2025" in the page's language `code`, written on the server (in UTC, the zone the dates
 * are stored in) so the page reads the same for every visitor and hydration sees the same text.
 */
export function formatPostDate(code: string, iso: string | null): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(intlLocale(code), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** Tags are matched without regard to case, so links use the lower-case form. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/** Tags are stored as authors typed them or in lower case; shown with a capital first letter. */
export const tagLabel = (tag: string) => tag.charAt(0).toLocaleUpperCase("en") + tag.slice(1);
