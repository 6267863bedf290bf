/** "" → null and "6000" → 6000: the API takes numbers, never the strings the inputs hold. */
export function toAmount(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

/** A number from the API as its input holds it: null → "". */
export const fromAmount = (value: number | null) => (value === null ? "" : String(value));
