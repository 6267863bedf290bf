/**
 * An event's date and time as its own city sees it. Loaders call this on the server and send the
 * strings to the page, so the browser's time zone and ICU version never change the text (and
 * hydration never sees a mismatch).
 */
export type EventWhen = {
  /** ISO instant of the start, for `<time dateTime>`. */
  startIso: string;
  endIso: string | null;
  /** "Tuesday, 3 June 2025" */
  date: string;
  /** "Tue, 3 Jun 2025" */
  shortDate: string;
  /** "7:00 – 8:30 pm" */
  time: string;
  /** "GMT+8" */
  offset: string;
  /** "Singapore Standard Time" */
  zoneName: string;
  /** The IANA zone actually used ("UTC" when the stored one is unknown). */
  timeZone: string;
};

const LOCALE = "en-GB";

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

function zonePart(date: Date, timeZone: string, style: "long" | "shortOffset"): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: style }).formatToParts(
    date,
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

export function describeEventTime(
  startsAt: string,
  endsAt: string | null,
  zone: string,
): EventWhen {
  const timeZone = validZone(zone);
  const start = new Date(startsAt);
  const end = endsAt ? new Date(endsAt) : null;
  const day = (date: Date, style: "long" | "short") =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      weekday: style,
      day: "numeric",
      month: style,
      year: "numeric",
    }).format(date);
  const clock = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  const sameDay = end !== null && day(start, "short") === day(end, "short");
  // An event that runs past midnight names the end day too, so nobody misreads its length.
  const time = !end
    ? clock.format(start)
    : sameDay
      ? clock.formatRange(start, end)
      : `${clock.format(start)} – ${day(end, "short")}, ${clock.format(end)}`;
  return {
    startIso: start.toISOString(),
    endIso: end ? end.toISOString() : null,
    date: day(start, "long"),
    shortDate: day(start, "short"),
    time,
    offset: zonePart(start, timeZone, "shortOffset"),
    zoneName: zonePart(start, timeZone, "long"),
    timeZone,
  };
}

export const FORMAT_LABELS = {
  online: "Online",
  "in-person": "In person",
  hybrid: "Hybrid",
} as const;

export type EventFormat = keyof typeof FORMAT_LABELS;

/** An event is over once it ends (or, without an end, once it starts), as the list decides. */
export function hasEnded(startsAt: string, endsAt: string | null, now = Date.now()): boolean {
  return Date.parse(endsAt ?? startsAt) < now;
}

/**
 * The event's time where the visitor is, for online events: "Your time: 4:30 – 6:00 pm GMT+5:30",
 * with the day when it is another one there ("Your time: Tue 2 Jun, 4:00 – 5:30 am GMT-7").
 * Only the browser knows the visitor's zone; null when it names none we can use.
 */
export function visitorTime(when: EventWhen, visitorZone: string | undefined): string | null {
  if (!visitorZone || validZone(visitorZone) !== visitorZone) return null;
  const local = describeEventTime(when.startIso, when.endIso, visitorZone);
  if (local.offset === when.offset) return "Your time zone too.";
  const day =
    local.shortDate === when.shortDate
      ? ""
      : `${new Intl.DateTimeFormat(LOCALE, {
          timeZone: visitorZone,
          weekday: "short",
          day: "numeric",
          month: "short",
        }).format(new Date(when.startIso))}, `;
  return `Your time: ${day}${local.time} ${local.offset}`;
}
