import { describe, expect, it } from "vitest";
import {
  instantToWallTime,
  isoToZonedWallTime,
  wallTimeToInstant,
  zonedWallTimeToIso,
} from "./time.ts";

describe("zoned wall times", () => {
  it("converts Singapore (+08:00, no daylight saving) both ways", () => {
    expect(zonedWallTimeToIso("2025-06-03T19:00", "Asia/Singapore")).toBe(
      "2025-06-03T11:00:00.000Z",
    );
    expect(isoToZonedWallTime("2025-06-03T11:00:00.000Z", "Asia/Singapore")).toBe(
      "2025-06-03T19:00",
    );
  });

  it("handles a half-hour offset (Asia/Kolkata, +05:30) and a date change", () => {
    expect(zonedWallTimeToIso("2025-06-03T18:30", "Asia/Kolkata")).toBe("2025-06-03T13:00:00.000Z");
    expect(zonedWallTimeToIso("2025-06-03T02:00", "Asia/Kolkata")).toBe("2025-06-02T20:30:00.000Z");
    expect(isoToZonedWallTime("2025-06-02T20:30:00Z", "Asia/Kolkata")).toBe("2025-06-03T02:00");
    expect(isoToZonedWallTime("2025-06-03T13:00:00+00:00", "Asia/Kolkata")).toBe(
      "2025-06-03T18:30",
    );
  });

  it("follows daylight saving in Europe/London", () => {
    // Winter: GMT (+00:00); summer: BST (+01:00).
    expect(zonedWallTimeToIso("2025-01-15T09:00", "Europe/London")).toBe(
      "2025-01-15T09:00:00.000Z",
    );
    expect(zonedWallTimeToIso("2025-07-15T09:00", "Europe/London")).toBe(
      "2025-07-15T08:00:00.000Z",
    );
    expect(isoToZonedWallTime("2025-07-15T08:00:00Z", "Europe/London")).toBe("2025-07-15T09:00");
    // Clocks went forward at 01:00 on 30 March 2025: 01:30 never happened, it becomes 02:30 BST.
    expect(zonedWallTimeToIso("2025-03-30T01:30", "Europe/London")).toBe(
      "2025-03-30T01:30:00.000Z",
    );
    expect(zonedWallTimeToIso("2025-03-30T03:00", "Europe/London")).toBe(
      "2025-03-30T02:00:00.000Z",
    );
    // Clocks went back at 02:00 on 26 October 2025: 01:30 happened twice; the first one counts.
    expect(zonedWallTimeToIso("2025-10-26T01:30", "Europe/London")).toBe(
      "2025-10-26T00:30:00.000Z",
    );
    expect(isoToZonedWallTime("2025-10-26T01:30:00Z", "Europe/London")).toBe("2025-10-26T01:30");
  });

  it("round-trips every half hour across a daylight-saving year", () => {
    for (let day = 0; day < 365; day += 7) {
      for (const time of ["00:00", "08:30", "18:30", "23:30"]) {
        const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
        const local = `${date}T${time}`;
        for (const zone of ["Australia/Sydney", "Europe/London", "Asia/Tokyo", "UTC"]) {
          expect(isoToZonedWallTime(zonedWallTimeToIso(local, zone), zone)).toBe(local);
        }
      }
    }
  });

  it("refuses input that is not a date and time or not a zone", () => {
    expect(() => zonedWallTimeToIso("", "Asia/Singapore")).toThrow(RangeError);
    expect(() => zonedWallTimeToIso("2025-02-30T10:00", "Asia/Singapore")).toThrow(RangeError);
    expect(() => zonedWallTimeToIso("2025-06-03T10:00", "Mars/Olympus")).toThrow(RangeError);
    expect(() => isoToZonedWallTime("yesterday", "UTC")).toThrow(RangeError);
  });
});

describe("form values for datetime-local inputs", () => {
  it("turn an empty or incomplete input into no instant, rather than throwing", () => {
    expect(wallTimeToInstant("", "Asia/Kolkata")).toBeNull();
    expect(wallTimeToInstant("2025-06-03T", "Asia/Kolkata")).toBeNull();
    expect(wallTimeToInstant("2025-06-03T18:30", "Asia/Kolkata")).toBe("2025-06-03T13:00:00.000Z");
  });

  it("show no instant as an empty input, and an unknown zone as UTC", () => {
    expect(instantToWallTime(null, "Asia/Kolkata")).toBe("");
    expect(instantToWallTime("not a date", "Asia/Kolkata")).toBe("");
    expect(instantToWallTime("2025-06-03T13:00:00Z", "Mars/Olympus_Mons")).toBe("2025-06-03T13:00");
  });
});
