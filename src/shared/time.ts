/**
 * Wall-clock times in a named time zone, with nothing but Intl: what an `<input type="datetime-local">`
 * shows ("2025-06-03T18:30") in, say, Asia/Kolkata, and the instant that means for the API.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as if that wall clock were UTC (milliseconds). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    // Some engines still print midnight as 24 despite h23.
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** Offset of the zone from UTC at an instant, in milliseconds (+05:30 → 19,800,000). */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return wallClockAt(wholeSecond, timeZone) - wholeSecond;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * "2025-06-03T18:30" in `timeZone` → "2025-06-03T13:00:00.000Z".
 *
 * Daylight-saving edges follow Temporal's "compatible" rule: a time that happens twice (clocks go
 * back) means the first one; a time that never happens (clocks go forward) is moved forward by the
 * gap, so 01:30 on London's spring-forward night becomes 02:30 BST.
 */
export function zonedWallTimeToIso(local: string, timeZone: string): string {
  const match = WALL_TIME.exec(local);
  if (!match) throw new RangeError(`Not a local date and time: ${local}`);
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
  const check = new Date(wall);
  // Date.UTC rolls 2025-02-30 over to March; a typed date that does not exist is an error.
  if (
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour
  ) {
    throw new RangeError(`Not a local date and time: ${local}`);
  }
  // Any one transition lies within a day either side, so these two offsets are the only candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const instant = candidates[0] ?? wall - before;
  return new Date(instant).toISOString();
}

/** "2025-06-03T13:00:00Z" → "2025-06-03T18:30" in Asia/Kolkata: the value a datetime-local input takes. */
export function isoToZonedWallTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new RangeError(`Not a date and time: ${iso}`);
  const wall = new Date(Math.floor(instant / MINUTE) * MINUTE + offsetAt(instant, timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The zone this code runs in: the admin's own, in the browser. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant a datetime-local value means in `timeZone` (the local one by default), or null
 * while it is empty or incomplete.
 */
export function wallTimeToInstant(local: string, timeZone = localTimeZone()): string | null {
  if (!local) return null;
  try {
    return zonedWallTimeToIso(local, timeZone);
  } catch {
    return null;
  }
}

/** What a datetime-local input shows for an instant: "" for none; an unknown zone reads as UTC. */
export function instantToWallTime(iso: string | null, timeZone = localTimeZone()): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  try {
    return isoToZonedWallTime(iso, timeZone);
  } catch {
    return isoToZonedWallTime(iso, "UTC");
  }
}
