import { wallTimeToInstant } from "#shared/time.ts";

/** "" → null and "6000" → 6000: the API takes numbers, never the strings the inputs hold. */
export function toAmount(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

/** A number from the API as its input holds it: null → "". */
export const fromAmount = (value: number | null) => (value === null ? "" : String(value));

/**
 * A datetime-local value → the instant it names in `timeZone` (the admin's own by default).
 * An unreadable one is passed on as typed, so the schema names the problem beside the field.
 */
export const toInstant = (wall: string, timeZone?: string) =>
  wallTimeToInstant(wall, timeZone) ?? wall;
