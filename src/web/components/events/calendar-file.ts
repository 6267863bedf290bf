/** iCalendar (RFC 5545) for one event, built without a library: the format is small and strict. */

export type CalendarEvent = {
  uid: string;
  title: string;
  /** Plain text, not Markdown. */
  description: string;
  startsAt: string;
  endsAt: string | null;
  updatedAt: string;
  location: string | null;
  url: string;
  cancelled: boolean;
};

const encoder = new TextEncoder();

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** UTC date-time form: 20250603T110000Z. */
export function utcStamp(value: string | Date): string {
  const iso = (value instanceof Date ? value : new Date(value)).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * Lines longer than 75 octets continue on the next line after CRLF and one space (§3.1).
 * Counting UTF-8 octets and cutting between code points keeps multi-byte characters whole.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines spend one on the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Without an end, calendars would show a zero-length entry; one hour is a sensible default. */
export function eventEnd(startsAt: string, endsAt: string | null): Date {
  return endsAt ? new Date(endsAt) : new Date(Date.parse(startsAt) + 3_600_000);
}

export function buildCalendar(event: CalendarEvent, now: Date = new Date()): string {
  const start = new Date(event.startsAt);
  const end = eventEnd(event.startsAt, event.endsAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Career Platform//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A safe ASCII file name from a title: "Negotiating Your Worth" → "negotiating-your-worth.ics". */
export function calendarFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "event"}.ics`;
}
