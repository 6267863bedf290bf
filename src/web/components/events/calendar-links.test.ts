import { describe, expect, it } from "vitest";
import {
  type CalendarLinkEvent,
  calendarDetails,
  calendarLocation,
  capEncoded,
  googleCalendarUrl,
  MAX_DETAILS,
  outlookCalendarUrl,
} from "./calendar-links.ts";

const event: CalendarLinkEvent = {
  title: "Negotiating Your Worth: Salary & Offers",
  startsAt: "2026-11-27T11:00:00.000Z",
  endsAt: "2026-11-27T12:30:00.000Z",
  details: "Bring your questions.\nWe will practise together.",
  location: "Marina Hall, Singapore",
  url: "https://jobs.example.com/events/1",
};

const params = (url: string) => new URL(url).searchParams;

describe("calendar links", () => {
  it("fills in Google Calendar's template with UTC times, text, details and place", () => {
    const url = googleCalendarUrl(event);
    expect(url.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
    const query = params(url);
    expect(query.get("action")).toBe("TEMPLATE");
    expect(query.get("text")).toBe(event.title);
    expect(query.get("dates")).toBe("20261127T110000Z/20261127T123000Z");
    expect(query.get("details")).toBe(
      "Bring your questions.\nWe will practise together.\n\nDetails: https://jobs.example.com/events/1",
    );
    expect(query.get("location")).toBe("Marina Hall, Singapore");
    // Spaces are %20, never "+", and "&" in the title cannot start a new parameter.
    expect(url).not.toContain("+");
    expect(url).toContain("Salary%20%26%20Offers");
  });

  it("fills in Outlook's compose page with ISO times", () => {
    const url = outlookCalendarUrl(event);
    expect(url.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?")).toBe(true);
    const query = params(url);
    expect(query.get("subject")).toBe(event.title);
    expect(query.get("startdt")).toBe("2026-11-27T11:00:00Z");
    expect(query.get("enddt")).toBe("2026-11-27T12:30:00Z");
    expect(query.get("body")).toContain("Details: https://jobs.example.com/events/1");
    expect(query.get("location")).toBe("Marina Hall, Singapore");
  });

  it("gives an event without an end one hour, and leaves out an empty place", () => {
    const open = { ...event, endsAt: null, location: null };
    expect(params(googleCalendarUrl(open)).get("dates")).toBe("20261127T110000Z/20261127T120000Z");
    expect(params(outlookCalendarUrl(open)).get("enddt")).toBe("2026-11-27T12:00:00Z");
    expect(params(googleCalendarUrl(open)).has("location")).toBe(false);
  });

  it("shortens long details to fit a URL, keeping the page's address", () => {
    for (const long of ["Salary talk. ".repeat(500), "東京のイベントです。".repeat(500)]) {
      const details = calendarDetails(long, event.url);
      expect(encodeURIComponent(details).length).toBeLessThanOrEqual(MAX_DETAILS);
      expect(details.endsWith(`…\n\nDetails: ${event.url}`)).toBe(true);
      expect(long.startsWith(details.slice(0, details.indexOf("…")))).toBe(true);
      expect(googleCalendarUrl({ ...event, details: long }).length).toBeLessThan(2_000);
    }
    // A cut falls between words where one is near, and never inside a character. (The ellipsis
    // takes 9 encoded characters, a space 3, an emoji 12.)
    expect(capEncoded("one two three four", 23)).toBe("one two…");
    expect(capEncoded("😀😀😀", 33)).toBe("😀😀…");
    expect(capEncoded("😀😀😀", 36)).toBe("😀😀😀");
    expect(calendarDetails("  ", event.url)).toBe(`Details: ${event.url}`);
  });

  it("names the venue, the online link, or both", () => {
    const place = { venue: "Marina Hall", city: "Singapore", onlineUrl: "https://meet.example" };
    expect(calendarLocation({ ...place, format: "in-person" })).toBe("Marina Hall, Singapore");
    expect(calendarLocation({ ...place, format: "online" })).toBe("https://meet.example");
    expect(calendarLocation({ ...place, format: "hybrid" })).toBe(
      "Marina Hall, Singapore / Online: https://meet.example",
    );
    expect(calendarLocation({ ...place, venue: null, city: null, format: "in-person" })).toBe(null);
  });
});
