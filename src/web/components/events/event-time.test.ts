import { describe, expect, it } from "vitest";
import { describeEventTime, visitorTime } from "./event-time.ts";

// 19:00 – 20:30 in Singapore (UTC+8, no daylight saving) on Wednesday 3 June 2026.
const when = describeEventTime(
  "en",
  "2026-06-03T11:00:00.000Z",
  "2026-06-03T12:30:00.000Z",
  "Asia/Singapore",
);
/** ICU puts thin and narrow no-break spaces in times and ranges. */
const spaces = (text: string) => text.replace(/[\u2009\u202f]/g, " ");
/** The words the event page puts around the visitor's time, in English. */
const local = (zone: string | undefined) => {
  const mine = visitorTime("en", when, zone);
  if (!mine) return null;
  return mine.sameOffset ? "Your time zone too." : `Your time: ${spaces(mine.text)}`;
};

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

describe("an event's time in another language", () => {
  it("writes the date and clock the language's way, with the event's zone", () => {
    const ja = describeEventTime(
      "ja",
      "2026-06-03T11:00:00.000Z",
      "2026-06-03T12:30:00.000Z",
      "Asia/Singapore",
    );
    expect(ja.date).toContain("2026年6月3日");
    expect(ja.time).toMatch(/^19\D00\D*～20\D30\D*$/);
    expect(ja.offset).toBe("GMT+8");
    expect(ja.timeZone).toBe("Asia/Singapore");
  });

  it("names the visitor's other day in the language's own range", () => {
    const ja = describeEventTime(
      "ja",
      "2026-06-03T11:00:00.000Z",
      "2026-06-03T12:30:00.000Z",
      "Asia/Singapore",
    );
    const mine = visitorTime("ja", ja, "Pacific/Kiritimati");
    expect(mine?.sameOffset).toBe(false);
    expect(mine && !mine.sameOffset ? mine.text : "").toMatch(/^6\D+4\D.*1\D00.*～.*GMT\+14$/);
  });

  it("keeps the English wording of an event that runs past midnight", () => {
    const late = describeEventTime(
      "en",
      "2026-06-03T14:00:00.000Z",
      "2026-06-03T17:00:00.000Z",
      "Asia/Singapore",
    );
    expect(spaces(late.time)).toMatch(/^10:00 pm – Thu,? 4 Jun 2026, 1:00 am$/);
  });
});
