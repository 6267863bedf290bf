import { describe, expect, it } from "vitest";
import {
  buildCalendar,
  calendarFileName,
  escapeText,
  foldLine,
  utcStamp,
} from "./calendar-file.ts";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("iCalendar file", () => {
  it("escapes backslash, semicolon, comma and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes instants in UTC with a Z", () => {
    expect(utcStamp("2026-11-27T19:00:00+08:00")).toBe("20261127T110000Z");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"日本語のイベント".repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("builds a VCALENDAR with CRLF line ends and a cancelled status", () => {
    const ics = buildCalendar(
      {
        uid: "1@example.com",
        title: "Career fair, Singapore; 2026",
        description: "Line one\nLine two",
        startsAt: "2026-11-27T11:00:00.000Z",
        endsAt: null,
        updatedAt: "2026-11-01T00:00:00.000Z",
        location: "Marina Hall, Singapore",
        url: "https://example.com/events/1",
        cancelled: true,
      },
      new Date("2026-11-21T00:00:00Z"),
    );
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines).toContain("SUMMARY:Career fair\\, Singapore\\; 2026");
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two");
    expect(lines).toContain("DTSTART:20261127T110000Z");
    expect(lines).toContain("DTEND:20261127T120000Z");
    expect(lines).toContain("DTSTAMP:20261121T000000Z");
    expect(lines).toContain("LOCATION:Marina Hall\\, Singapore");
    expect(lines).toContain("STATUS:CANCELLED");
  });

  it("names the file after the title", () => {
    expect(calendarFileName("Tokyo Tech Careers Evening!")).toBe("tokyo-tech-careers-evening.ics");
    expect(calendarFileName("東京イベント")).toBe("event.ics");
  });
});
