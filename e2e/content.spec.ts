import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { LOCALES, localePath } from "../src/shared/locales.ts";
import { tokenFor } from "./fixtures/admin.ts";
import { collectErrors, expectNoSeriousAxeViolations, VIEWPORTS } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { eventPath } from "./fixtures/events.ts";

const { online: ONLINE, cancelled: CANCELLED } = DEMO.events;

/** iCalendar lines may be folded (CRLF + space); undo that before reading values. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

async function eventIdByTitle(page: Page, title: string): Promise<string> {
  return (await eventPath(page, title)).split("/").pop() ?? "";
}

test("/events lists upcoming events soonest first, then past ones, and marks the cancelled one", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  const upcoming = page.getByRole("region", { name: "Upcoming events" });
  const past = page.getByRole("region", { name: "Past events" });
  await expect(upcoming.getByTestId("event-card")).toHaveCount(DEMO.events.upcomingCount);
  await expect(past.getByTestId("event-card")).toHaveCount(DEMO.events.pastCount);

  const upcomingBox = await upcoming.boundingBox();
  const pastBox = await past.boundingBox();
  expect(upcomingBox!.y).toBeLessThan(pastBox!.y);

  const times = async (region: typeof upcoming) =>
    (await region
      .locator("time")
      .evaluateAll((nodes) =>
        nodes.map((node) => Date.parse(node.getAttribute("datetime") ?? "")),
      )) as number[];
  const upcomingTimes = await times(upcoming);
  const pastTimes = await times(past);
  expect(upcomingTimes).toEqual([...upcomingTimes].sort((a, b) => a - b));
  expect(pastTimes).toEqual([...pastTimes].sort((a, b) => b - a));
  expect(Math.min(...upcomingTimes)).toBeGreaterThan(Math.max(...pastTimes));

  const cancelled = upcoming.locator('[data-status="cancelled"]');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText("Cancelled");
  await expect(cancelled.getByRole("link")).toContainText(CANCELLED.title);
});

test("an event page shows its time in its own zone and offers an .ics file", async ({ page }) => {
  const id = await eventIdByTitle(page, ONLINE.title);
  await page.goto(`/events/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${ONLINE.title}`));
  // Seeded at 19:00 Singapore time for 90 minutes, whatever the browser's own zone is.
  await expect(page.getByTestId("event-time")).toContainText("7:00");
  await expect(page.getByTestId("event-time")).toContainText("8:30 pm GMT+8");
  await expect(page.getByTestId("event-time")).toContainText("Singapore");
  const dateTime = await page.locator("time[datetime]").first().getAttribute("datetime");
  expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T11:00:00\.000Z$/);
  await expect(page.getByRole("link", { name: /^Register/ })).toHaveAttribute(
    "href",
    /^https:\/\/events\.example\.com\//,
  );

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "Event",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation" },
    organizer: { "@type": "Organization" },
  });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Add to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = await readFile((await download.path())!, "utf8");
  expect(file).toContain("BEGIN:VEVENT");
  expect(file.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(unfold(file)).toContain(`SUMMARY:${ONLINE.title}`);

  const response = await page.request.get(`/events/${id}/calendar.ics`);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.ics"$/);
  const body = unfold(await response.text());
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toMatch(/\r\nDTSTART:\d{8}T110000Z\r\n/);
  expect(body).toMatch(/\r\nDTEND:\d{8}T123000Z\r\n/);
  expect(body).toContain("STATUS:CONFIRMED");
});

test("a cancelled event says so, offers no registration and its calendar file is cancelled", async ({
  page,
}) => {
  const id = await eventIdByTitle(page, CANCELLED.title);
  await page.goto(`/events/${id}`);
  await expect(page.getByText("This event has been cancelled.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Register/ })).toHaveCount(0);
  await expect(page.getByTestId("event-time")).toContainText("6:00");
  await expect(page.getByTestId("event-time")).toContainText("GMT+9");
  const body = unfold(await (await page.request.get(`/events/${id}/calendar.ics`)).text());
  expect(body).toContain("STATUS:CANCELLED");
});

test("draft and unknown events answer 404, page and calendar file alike", async ({ page }) => {
  const token = await tokenFor(page.request, "admin");
  const created = await page.request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: "Draft event e2e",
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      timezone: "Asia/Singapore",
      format: "online",
      status: "draft",
    },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).id as string;
  for (const path of [
    `/events/${draft}`,
    `/events/${draft}/calendar.ics`,
    "/events/00000000-0000-4000-8000-000000000000",
    "/events/not-an-id",
    "/events/not-an-id/calendar.ics",
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(draft);
});

/** How many the public API lists: other journeys may have published more than the seed. */
async function publicTotal(request: APIRequestContext, path: string): Promise<number> {
  return (await (await request.get(`${path}?pageSize=1`)).json()).total;
}

test("the blog list leads to a post with its reading time", async ({ page, request }) => {
  await page.goto("/blog");
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(Math.min(9, await publicTotal(request, "/api/blogs/public")));
  const first = cards.first().getByRole("heading").getByRole("link");
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ min read$/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: title,
    author: { "@type": "Person" },
    publisher: { "@type": "Organization" },
  });
});

test("the tag filter narrows the blog list", async ({ page }) => {
  await page.goto("/blog");
  const all = await page.getByTestId("post-card").count();
  await page
    .getByRole("navigation", { name: "Blog topics" })
    .getByRole("link", { name: DEMO.posts.someTag, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${DEMO.posts.someTag.toLowerCase()}$`));
  const cards = page.getByTestId("post-card");
  // The address changes before the narrowed list replaces the whole one: wait for the list.
  await expect(async () => {
    const narrowed = await cards.count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
  }).toPass();
  for (const card of await cards.all()) {
    await expect(card.getByRole("list", { name: "Tags" })).toContainText(DEMO.posts.someTag);
  }
});

test("a draft post's address answers 404", async ({ page }) => {
  const response = await page.goto(`/blog/${DEMO.posts.draft}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("/videos lists the videos, each linking to the video", async ({ page, request }) => {
  await page.goto("/videos");
  // The library is introduced under the product's own name, not a programme nobody explains.
  await expect(page.getByRole("main")).toContainText(
    "Short, practical videos from Career Platform",
  );
  const cards = page.getByTestId("video-card");
  expect(await publicTotal(request, "/api/videos/public")).toBeGreaterThanOrEqual(
    DEMO.videos.atLeast,
  );
  await expect(cards).toHaveCount(Math.min(12, await publicTotal(request, "/api/videos/public")));
  for (const card of await cards.all()) {
    await expect(card.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
  }
  await page
    .getByRole("navigation", { name: "Video topics" })
    .getByRole("link", { name: DEMO.videos.onlyOneTag, exact: true })
    .click();
  await expect(cards).toHaveCount(1);
});

test("sitemap.xml lists public pages only, in every language, and robots.txt points to it", async ({
  page,
}) => {
  const index = await page.request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(sitemaps.map((loc) => new URL(loc).pathname)).toEqual(
    LOCALES.map((locale) => `/sitemap-${locale.code.toLowerCase()}.xml`),
  );
  const response = await page.request.get(new URL(sitemaps[0]!).pathname);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  await page.goto("/");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.getElementsByTagName("parsererror").length,
      urls: doc.getElementsByTagName("url").length,
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.urls).toBe(locs.length);
  const origin = new URL(page.url()).origin;
  expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  expect(locs).toContain(`${origin}/events`);
  expect(locs).toContain(`${origin}/privacy`);

  const publicJobs = await (await page.request.get("/api/jobs/public?pageSize=100")).json();
  const jobLocs = locs.filter((loc) => loc.startsWith(`${origin}/jobs/`));
  expect(jobLocs).toHaveLength(publicJobs.total);
  expect(locs).toContain(`${origin}/jobs/${publicJobs.items[0].id}`);
  // Each page names itself in every language, English also as x-default.
  const entry = xml.split("</url>").find((url) => url.includes(`/jobs/${publicJobs.items[0].id}<`));
  for (const locale of LOCALES) {
    expect(entry).toContain(
      `hreflang="${locale.code}" href="${origin}${localePath(locale, `/jobs/${publicJobs.items[0].id}`)}"`,
    );
  }
  expect(entry).toContain(`hreflang="x-default" href="${origin}/jobs/${publicJobs.items[0].id}"`);
  const japanese = await (await page.request.get("/sitemap-ja.xml")).text();
  expect(japanese).toContain(`<loc>${origin}/ja/jobs/${publicJobs.items[0].id}</loc>`);
  expect(japanese).toContain(`<loc>${origin}/ja</loc>`);

  const token = await tokenFor(page.request, "admin");
  const hidden: string[] = [];
  for (const status of ["draft", "closed"]) {
    const list = await page.request.get(`/api/jobs?status=${status}&pageSize=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    hidden.push(...(await list.json()).items.map((job: { id: string }) => job.id));
  }
  expect(hidden.length).toBeGreaterThan(0);
  for (const id of hidden) expect(xml).not.toContain(id);
  expect(xml).not.toContain(DEMO.posts.draft);

  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap\\.xml$`, "m"));
});

test("content pages have no serious or critical accessibility problems", async ({ page }) => {
  test.setTimeout(120_000);
  // Hydration mismatches and script errors show up in the console.
  const errors = collectErrors(page);
  const event = await eventIdByTitle(page, DEMO.events.hybrid);
  const paths = [
    "/events",
    `/events/${event}`,
    "/blog",
    `/blog/${DEMO.posts.published}`,
    "/videos",
    "/about",
    "/contact",
    "/privacy",
    "/for-employers",
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoSeriousAxeViolations(page, `${viewport.name} ${path}`);
    }
  }
  expect(errors).toEqual([]);
});
