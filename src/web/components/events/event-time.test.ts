import { describe, expect, it } from "vitest";
import { describeEventTime, visitorTime } from "./event-time.ts";

// 19:00 – 20:30 in Singapore (UTC+8, no daylight saving) on Wednesday 3 June 2026.
const when = describeEventTime(
  "2026-06-03T11:00:00.000Z",
  "2026-06-03T12:30:00.000Z",
  "Asia/Singapore",
);
/** ICU puts thin and narrow no-break spaces in times and ranges. */
const local = (zone: string | undefined) =>
  visitorTime(when, zone)?.replace(/[\u2009\u202f]/g, " ") ?? null;

describe("the visitor's own time for an event", () => {
  it("gives the time and offset where the visitor is", () => {
    expect(local("Asia/Kolkata")).toBe("Your time: 4:30 – 6:00 pm GMT+5:30");
    expect(local("America/Los_Angeles")).toBe("Your time: 4:00 – 5:30 am GMT-7");
  });

  it("names the day when it is another one for the visitor", () => {
    expect(local("Pacific/Kiritimati")).toBe("Your time: Thu 4 Jun, 1:00 – 2:30 am GMT+14");
  });

  it("says so when the visitor shares the event's offset, and stays silent on a bad zone", () => {
    expect(local("Asia/Singapore")).toBe("Your time zone too.");
    expect(local("Asia/Kuala_Lumpur")).toBe("Your time zone too.");
    expect(local("Not/AZone")).toBeNull();
    expect(local(undefined)).toBeNull();
  });
});
