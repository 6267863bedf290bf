/**
 * "Add to Google Calendar" and "Add to Outlook" links: each calendar's own page for a new event,
 * filled in from the URL. Pure, so the server builds them and a unit test checks them.
 */
import { eventEnd, utcStamp } from "./calendar-file.ts";

export type CalendarLinkEvent = {
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** Plain text (summary and description), shortened to fit; may be empty. */
  details: string;
  location: string | null;
  /** The event's page: always kept, after the details, whatever is cut. */
  url: string;
};

/**
 * The most the details may take in a URL, once encoded. Whole URLs over about 2,000 characters
 * are refused by some servers, proxies and mail clients; a Chinese or Japanese character takes
 * nine once percent-encoded, so the limit counts encoded characters, not letters.
 */
export const MAX_DETAILS = 1_200;
const ELLIPSIS = "…";

/** `text` cut at a word (where there is one near) so it encodes to at most `max` characters. */
export function capEncoded(text: string, max: number): string {
  if (encodeURIComponent(text).length <= max) return text;
  const room = max - encodeURIComponent(ELLIPSIS).length;
  if (room < 0) return "";
  let kept = "";
  let size = 0;
  for (const char of text) {
    const charSize = encodeURIComponent(char).length;
    if (size + charSize > room) break;
    kept += char;
    size += charSize;
  }
  const space = kept.search(/\s\S*$/);
  const cut = space > kept.length - 30 && space > 0 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** The details text: the description (shortened) and then the page's address. */
export function calendarDetails(details: string, url: string): string {
  const link = `Details: ${url}`;
  const text = details.trim();
  if (!text) return link;
  const separator = "\n\n";
  const room = MAX_DETAILS - encodeURIComponent(`${separator}${link}`).length;
  return `${capEncoded(text, room)}${separator}${link}`;
}

/** Where an event happens, as calendars show it: its venue, its online link, or both. */
export function calendarLocation(event: {
  format: "online" | "in-person" | "hybrid";
  venue: string | null;
  city: string | null;
  onlineUrl: string | null;
}): string | null {
  const place = [event.venue, event.city].filter(Boolean).join(", ");
  if (event.format === "online") return event.onlineUrl;
  if (event.format === "hybrid" && event.onlineUrl)
    return `${place || "In person"} / Online: ${event.onlineUrl}`;
  return place || null;
}

/** encodeURIComponent for each value (a space is %20: Outlook shows a "+" as a plus sign). */
function query(params: Record<string, string | null>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const start = new Date(event.startsAt);
  const end = eventEnd(event.startsAt, event.endsAt);
  return `https://calendar.google.com/calendar/render?${query({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: calendarDetails(event.details, event.url),
    location: event.location,
  })}`;
}

export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  const start = new Date(event.startsAt);
  const end = eventEnd(event.startsAt, event.endsAt);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: isoSeconds(start),
    enddt: isoSeconds(end),
    body: calendarDetails(event.details, event.url),
    location: event.location,
  })}`;
}
