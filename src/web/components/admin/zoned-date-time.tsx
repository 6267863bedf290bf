import type { ReactNode } from "react";
import { localTimeZone, wallTimeToInstant } from "#shared/time.ts";

export const TIME_ZONES = [
  "Asia/Singapore",
  "Asia/Hong_Kong",
  "Asia/Kuala_Lumpur",
  "Asia/Jakarta",
  "Asia/Manila",
  "Asia/Bangkok",
  "Asia/Ho_Chi_Minh",
  "Asia/Tokyo",
  "Asia/Seoul",
  "Asia/Taipei",
  "Asia/Shanghai",
  "Asia/Kolkata",
  "Asia/Dubai",
  "Australia/Sydney",
  "Australia/Perth",
  "Pacific/Auckland",
  "Europe/London",
  "Europe/Berlin",
  "America/New_York",
  "America/Los_Angeles",
  "UTC",
] as const;

/** "GMT+8", "GMT+5:30", "BST": the zone's short name at that instant (en-GB names London's). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" });
    return parts.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** { day: "Tue, 3 Jun 2025", time: "19:00 GMT+8" }: an instant as the event's own city reads it. */
export function dayAndTime(iso: string, timeZone: string): { day: string; time: string } {
  const instant = new Date(iso);
  const zone = knownZone(timeZone);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, ...options }).format(instant);
  return {
    day: format({ weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    time: `${format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} ${zoneAbbreviation(instant, zone)}`,
  };
}

/** "Tue, 3 Jun 2025, 19:00 GMT+8". */
export function formatInZone(iso: string, timeZone: string): string {
  const { day, time } = dayAndTime(iso, timeZone);
  return `${day}, ${time}`;
}

/** The zones to choose from, named with their abbreviation at the event's start. */
export function timeZoneOptions(timezone: string, startsAt: string) {
  const startIso = wallTimeToInstant(startsAt, timezone);
  const reference = startIso ? new Date(startIso) : new Date();
  const zones: string[] = [...TIME_ZONES];
  // An event saved with a zone outside the list keeps it instead of silently moving.
  if (timezone && !zones.includes(timezone)) zones.unshift(timezone);
  return zones.map((zone) => ({
    value: zone,
    label: `${zone.replaceAll("_", " ")} (${zoneAbbreviation(reference, zone) || "?"})`,
  }));
}

type ZonedWhenProps = {
  /** The start as a datetime-local input holds it ("2025-06-03T18:30"), in `timezone`. */
  startsAt: string;
  timezone: string;
  /** The start, end and time zone fields. */
  children: ReactNode;
};

/**
 * Start and end typed as the event's city sees them, with that city's IANA zone. The browser's
 * own zone plays no part, so an organiser in London can set up a 6:30 pm talk in Kolkata.
 */
export function ZonedWhen({ startsAt, timezone, children }: ZonedWhenProps) {
  const startIso = wallTimeToInstant(startsAt, timezone);
  const local = localTimeZone();
  const check =
    startIso && local !== timezone
      ? `That is ${formatInZone(startIso, local)} in your time zone (${local}).`
      : undefined;

  return (
    <fieldset>
      <legend className="text-sm font-semibold">When</legend>
      <p className="text-sm text-muted">Type the times as they are in the event's own time zone.</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
      {check ? <p className="mt-2 text-sm text-muted">{check}</p> : null}
    </fieldset>
  );
}
