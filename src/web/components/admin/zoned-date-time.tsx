import { zonedWallTimeToIso } from "#shared/time.ts";
import { SelectInput, TextInput } from "./form-fields.tsx";

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

/** The instant a wall time means, or null while the input is incomplete. */
export function wallTimeToIsoOrNull(local: string, timeZone: string): string | null {
  if (!local) return null;
  try {
    return zonedWallTimeToIso(local, timeZone);
  } catch {
    return null;
  }
}

type Field = "startsAt" | "endsAt" | "timezone";

type ZonedDateTimeProps = {
  /** Wall times as a datetime-local input holds them ("2025-06-03T18:30"), in `timezone`. */
  startsAt: string;
  endsAt: string;
  timezone: string;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
  errors: Partial<Record<string, string>>;
};

/**
 * Start and end typed as the event's city sees them, with that city's IANA zone. The browser's
 * own zone plays no part, so an organiser in London can set up a 6:30 pm talk in Kolkata.
 */
export function ZonedDateTime({
  startsAt,
  endsAt,
  timezone,
  onChange,
  onBlur,
  errors,
}: ZonedDateTimeProps) {
  const startIso = wallTimeToIsoOrNull(startsAt, timezone);
  const reference = startIso ? new Date(startIso) : new Date();
  const zones: string[] = [...TIME_ZONES];
  // An event saved with a zone outside the list keeps it instead of silently moving.
  if (timezone && !zones.includes(timezone)) zones.unshift(timezone);
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const check =
    startIso && local !== timezone
      ? `That is ${formatInZone(startIso, local)} in your time zone (${local}).`
      : undefined;

  return (
    <fieldset>
      <legend className="text-sm font-semibold">When</legend>
      <p className="text-sm text-muted">Type the times as they are in the event's own time zone.</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Starts"
          name="startsAt"
          type="datetime-local"
          required
          value={startsAt}
          onChange={(value) => onChange("startsAt", value)}
          onBlur={() => onBlur("startsAt")}
          error={errors.startsAt}
        />
        <TextInput
          label="Ends"
          name="endsAt"
          type="datetime-local"
          value={endsAt}
          onChange={(value) => onChange("endsAt", value)}
          onBlur={() => onBlur("endsAt")}
          error={errors.endsAt}
        />
        <div className="sm:col-span-2">
          <SelectInput
            label="Time zone"
            name="timezone"
            required
            value={timezone}
            options={zones.map((zone) => ({
              value: zone,
              label: `${zone.replaceAll("_", " ")} (${zoneAbbreviation(reference, zone) || "?"})`,
            }))}
            onChange={(value) => onChange("timezone", value)}
            onBlur={() => onBlur("timezone")}
            error={errors.timezone}
          />
        </div>
      </div>
      {check ? <p className="mt-2 text-sm text-muted">{check}</p> : null}
    </fieldset>
  );
}
