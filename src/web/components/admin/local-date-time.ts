/**
 * A `datetime-local` input speaks the browser's local wall-clock time without a zone, while the
 * API wants an ISO date-time with an offset. These two convert between them.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** "2025-06-03T09:30:00.000Z" → "2025-06-03T17:30" in the admin's own time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "2025-06-03T17:30" (local) → an ISO string in UTC. Empty stays empty (the server then decides);
 * anything unreadable is passed on unchanged so the shared schema reports it on the field.
 */
export function localInputToIso(local: string): string {
  if (!local) return "";
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
