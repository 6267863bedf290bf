/**
 * An event's date and time as its own city sees it, in the page's language. Loaders call this on
 * the server and send the strings to the page, so the browser's time zone and ICU version never
 * change the text (and hydration never sees a mismatch).
 *
 * Only `Intl` here, no messages: the words around these strings ("Your time: …") are the
 * components' (and the unit tests run without Lingui's macros).
 */
export type EventWhen = {
  /** ISO instant of the start, for `<time dateTime>`. */
  startIso: string;
  endIso: string | null;
  /** "Tuesday 3 June 2025" */
  date: string;
  /** "Tue 3 Jun 2025" */
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

/**
 * The `Intl` locale for an interface language: English dates read the British way ("3 June
 * 2025") as they always have; the other languages' tags are valid BCP 47 as they are.
 */
export function intlLocale(code: string): string {
  return code === "en" ? "en-GB" : code;
}

/** English keeps "7:00 pm"; every other language its own clock (a 24-hour one in most). */
function clockOptions(code: string): Intl.DateTimeFormatOptions {
  return { hour: "numeric", minute: "2-digit", ...(code === "en" ? { hour12: true } : {}) };
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

function zonePart(
  locale: string,
  date: Date,
  timeZone: string,
  style: "long" | "shortOffset",
): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(
    date,
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The event's day, time, offset and zone name in `code` (an interface language's code). */
export function describeEventTime(
  code: string,
  startsAt: string,
  endsAt: string | null,
  zone: string,
): EventWhen {
  const locale = intlLocale(code);
  const timeZone = validZone(zone);
  const start = new Date(startsAt);
  const end = endsAt ? new Date(endsAt) : null;
  const day = (date: Date, style: "long" | "short") =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: style,
      day: "numeric",
      month: style,
      year: "numeric",
    }).format(date);
  const clock = new Intl.DateTimeFormat(locale, { timeZone, ...clockOptions(code) });
  const sameDay = end !== null && day(start, "short") === day(end, "short");
  // An event that runs past midnight names the end day too, so nobody misreads its length.
  const time = !end
    ? clock.format(start)
    : sameDay
      ? clock.formatRange(start, end)
      : overnight(code, timeZone, start, end, day(end, "short"), clock);
  return {
    startIso: start.toISOString(),
    endIso: end ? end.toISOString() : null,
    date: day(start, "long"),
    shortDate: day(start, "short"),
    time,
    offset: zonePart(locale, start, timeZone, "shortOffset"),
    zoneName: zonePart(locale, start, timeZone, "long"),
    timeZone,
  };
}

/**
 * "7:00 pm – Wed 4 Jun 2025, 1:00 am" in English, as the site always wrote it; other languages
 * get ICU's own range of two days and times, in their word order and punctuation.
 */
function overnight(
  code: string,
  timeZone: string,
  start: Date,
  end: Date,
  endDay: string,
  clock: Intl.DateTimeFormat,
): string {
  if (code === "en") return `${clock.format(start)} – ${endDay}, ${clock.format(end)}`;
  return dayAndClock(code, timeZone).formatRange(start, end);
}

/** "Thu 4 Jun, 1:00" in the language's own order (not used for English, see above). */
function dayAndClock(code: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(code), {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    ...clockOptions(code),
  });
}

/**
 * The formats' English names, for the admin area (which stays English); the public site shows
 * `EVENT_FORMAT_LABELS` (`src/web/i18n/labels.ts`) in the page's language.
 */
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

/** Where the visitor is, against the event's own zone: see `visitorTime`. */
export type VisitorWhen = { sameOffset: true } | { sameOffset: false; text: string };

/**
 * The event's time where the visitor is, for online events: "4:30 – 6:00 pm GMT+5:30", with the
 * day when it is another one there ("Tue 2 Jun, 4:00 – 5:30 am GMT-7"); `sameOffset` when the
 * visitor's clock reads the same as the event's. `code` must be the language `when` was written
 * in. Only the browser knows the visitor's zone; null when it names none we can use.
 */
export function visitorTime(
  code: string,
  when: EventWhen,
  visitorZone: string | undefined,
): VisitorWhen | null {
  if (!visitorZone || validZone(visitorZone) !== visitorZone) return null;
  const local = describeEventTime(code, when.startIso, when.endIso, visitorZone);
  if (local.offset === when.offset) return { sameOffset: true };
  if (local.shortDate === when.shortDate) {
    return { sameOffset: false, text: `${local.time} ${local.offset}` };
  }
  // Another day there: English says "Thu 4 Jun, 1:00 – 2:30 am" as it always has; the other
  // languages name the day in ICU's range of days and times.
  const start = new Date(when.startIso);
  const day =
    code === "en"
      ? `${new Intl.DateTimeFormat(intlLocale(code), {
          timeZone: visitorZone,
          weekday: "short",
          day: "numeric",
          month: "short",
        }).format(start)}, ${local.time}`
      : when.endIso
        ? dayAndClock(code, visitorZone).formatRange(start, new Date(when.endIso))
        : dayAndClock(code, visitorZone).format(start);
  return { sameOffset: false, text: `${day} ${local.offset}` };
}
