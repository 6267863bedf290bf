/**
 * About how many bytes a JSON-like value (rows a query returned, shaped for an answer) holds on
 * V8's heap: two bytes a character (a string's worst case), eight for a number or a reference, a
 * header and a slot per field for objects and arrays. Shared parts count each time they appear.
 * An estimate to bound caches in bytes, on the high side; not an exact count.
 */
export function approximateBytes(value: unknown): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") bytes += 16 + 2 * item.length;
    else if (item === null || typeof item !== "object") bytes += 8;
    else if (item instanceof Date) bytes += 32;
    else {
      const fields = Array.isArray(item) ? item : Object.values(item);
      bytes += 24 + 16 * fields.length;
      for (const field of fields) pending.push(field);
    }
  }
  return bytes;
}
