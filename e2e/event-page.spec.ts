import { expect, test } from "@playwright/test";
import { collectErrors, expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { eventPath } from "./fixtures/events.ts";
import { holdRequests } from "./fixtures/hydration.ts";

/** What an event page offers, where, and in whose time. */

const UPCOMING = DEMO.events.withRegistration;
/** The last one visited, whose calendar links are checked. */
const LAST_WORD = UPCOMING.at(-1)!.split(" ")[0];

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an upcoming event shows Register in the first screen, with three ways to add it to a calendar", async ({
    page,
  }) => {
    for (const title of UPCOMING) {
      await page.goto(await eventPath(page, title));
      const register = page.getByRole("link", { name: /^Register for / });
      const box = await register.boundingBox();
      expect(box, title).not.toBeNull();
      expect(box!.y + box!.height, title).toBeLessThanOrEqual(844);
    }

    const calendars = page.getByRole("list", { name: "Add to calendar" });
    const google = calendars.getByRole("link", { name: /^Add to Google Calendar/ });
    await expect(google).toHaveAttribute(
      "href",
      new RegExp(
        `^https://calendar\\.google\\.com/calendar/render\\?action=TEMPLATE&text=${LAST_WORD}`,
      ),
    );
    const outlook = calendars.getByRole("link", { name: /^Add to Outlook/ });
    await expect(outlook).toHaveAttribute(
      "href",
      new RegExp(
        `^https://outlook\\.live\\.com/calendar/0/deeplink/compose\\?.*subject=${LAST_WORD}`,
      ),
    );
    for (const link of [google, outlook]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(calendars.getByRole("link", { name: /\.ics file/ })).toHaveAttribute(
      "href",
      /\/calendar\.ics$/,
    );
    await expectNoSeriousAxeViolations(page, "upcoming event on a phone");
  });
});

test("past and cancelled events offer neither registration nor a calendar entry", async ({
  page,
}) => {
  for (const title of [DEMO.events.cancelled.title, DEMO.events.past]) {
    await page.goto(await eventPath(page, title));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByTestId("event-actions")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /calendar|Outlook|^Register/i })).toHaveCount(0);
  }
});

test.describe("a visitor in India", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("sees an online event's time in their own zone too, without the page moving", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const path = await eventPath(page, DEMO.events.online.title);
    // The server cannot know the zone: it sends the line empty (its space is kept, see below).
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('data-testid="event-visitor-time"></span>');

    // The page hydrates once its message file is in: hold it, to see the page as sent first.
    const release = await holdRequests(page, "**/i18n/**");
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const below = page.getByRole("heading", { name: "About this event" });
    const before = await below.boundingBox();
    await expect(page.getByTestId("event-visitor-time")).toHaveText("");

    release();
    // Seeded at 19:00 – 20:30 Singapore time (UTC+8): 16:30 – 18:00 in India (UTC+5:30).
    await expect(page.getByTestId("event-visitor-time")).toHaveText(
      /^Your time: 4:30\s–\s6:00\spm GMT\+5:30$/,
    );
    await expect(page.getByTestId("event-time")).toContainText("GMT+8");
    // Filling the kept line moved nothing below it.
    expect(await below.boundingBox()).toEqual(before);

    // An event in a room has no line for it.
    await page.goto(await eventPath(page, DEMO.events.inPerson));
    await expect(page.getByTestId("event-time")).toBeVisible();
    await expect(page.getByTestId("event-visitor-time")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
