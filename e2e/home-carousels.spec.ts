import { expect, test } from "@playwright/test";
import { collectErrors } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { openHome, visible } from "./fixtures/home.ts";

/** The home page's moving parts: the logo strip and the carousels. */

test(`the logo strip links ${DEMO.featuredCompanies} featured companies and stops moving on hover`, async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHome(page);
  const strip = page.getByRole("region", { name: "Featured Companies that Care" });
  // The duplicate list that makes the loop seamless is hidden from assistive tech.
  const links = strip.getByRole("link");
  await expect(links).toHaveCount(DEMO.featuredCompanies);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  for (const href of hrefs) expect(href).toMatch(/^\/companies\/[a-z0-9-]+$/);
  expect(new Set(hrefs).size).toBe(DEMO.featuredCompanies);
  // Each link is named by its logo's alt text: the company's name.
  const names = await links.evaluateAll((all) =>
    all.map((link) => link.textContent + (link.querySelector("img")?.alt ?? "")),
  );
  for (const name of names) expect(name.trim()).not.toBe("");
  const track = strip.locator(".home-marquee-track");
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  expect(await playState()).toBe("running");
  // The links themselves move; hovering the strip is what a pointer over a logo does.
  await strip.locator(".home-marquee").hover();
  await expect.poll(playState).toBe("paused");
  await page.mouse.move(0, 0);
  await strip.getByRole("button", { name: "Pause the scrolling logos" }).click();
  await expect.poll(playState).toBe("paused");
  await expect(strip.getByRole("button", { name: "Play the scrolling logos" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the logo strip stands still for people who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const track = page.locator(".home-marquee-track");
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
});

test("the jobs slider shows 2 jobs a page and wraps around both ways", async ({ page }) => {
  const errors = collectErrors(page);
  await openHome(page);
  const slider = page.getByRole("region", { name: "Better Jobs start here" });
  await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
  const all = slider.getByTestId("job-card");
  await expect(all).toHaveCount(6);
  // Hidden pages are out of the accessibility tree, so role queries must be told to include them.
  const titles = await all.getByRole("link", { includeHidden: true }).allTextContents();
  expect(titles).toHaveLength(6);
  const shown = () => visible(all).getByRole("link").allTextContents();
  const live = slider.locator("[aria-live='polite']");

  await expect(visible(all)).toHaveCount(2);
  await expect.poll(shown).toEqual(titles.slice(0, 2));
  await expect(visible(all).first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/jobs\/[0-9a-f-]{36}$/,
  );
  await expect(slider.getByRole("group", { name: "1 of 3" })).toBeVisible();

  // From the first page, "previous" shows the last page (jobs 5-6), and "next" comes back.
  await slider.getByRole("button", { name: "Previous jobs" }).click();
  await expect(live).toHaveText("Showing jobs 5 to 6 of 6");
  await expect.poll(shown).toEqual(titles.slice(4, 6));
  await slider.getByRole("button", { name: "Next jobs" }).click();
  await expect.poll(shown).toEqual(titles.slice(0, 2));
  await slider.getByRole("button", { name: "Next jobs" }).click();
  await expect.poll(shown).toEqual(titles.slice(2, 4));
  await expect(slider.getByRole("button", { name: "Show jobs 3 to 4" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // Keyboard: arrow keys work while focus is inside the carousel.
  await slider.getByRole("button", { name: "Next jobs" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(shown).toEqual(titles.slice(4, 6));
  await page.keyboard.press("ArrowRight");
  await expect.poll(shown).toEqual(titles.slice(0, 2));
  await page.keyboard.press("ArrowLeft");
  await expect.poll(shown).toEqual(titles.slice(4, 6));
  // Focus on a job link that hides moves to the page that replaces it, never to <body>.
  await visible(all).first().getByRole("link").focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider.getByRole("group", { name: "1 of 3" })).toBeFocused();
  await expect.poll(shown).toEqual(titles.slice(0, 2));
  await expect(slider.getByRole("link", { name: "View All Jobs" })).toHaveAttribute(
    "href",
    "/jobs",
  );
  expect(errors).toEqual([]);
});

test("benefits show 3 cards a page with dots and wrap-around arrows", async ({ page }) => {
  await openHome(page);
  const region = page.getByRole("region", { name: "See how Companies that Care Empower Women" });
  const cards = region.getByTestId("benefit-card");
  await expect(cards).toHaveCount(12);
  const names = () => visible(cards).getByRole("heading").allTextContents();
  await expect(visible(cards)).toHaveCount(3);
  await expect.poll(names).toEqual(["Equal Pay", "Flexible Working", "Mentorship"]);
  await expect(visible(cards).first().locator("svg")).toHaveAttribute("aria-hidden", "true");

  const dot = region.getByRole("button", { name: "Show benefits 4 to 6" });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(region.getByRole("button", { name: "Show benefits 1 to 3" })).not.toHaveAttribute(
    "aria-current",
  );
  await expect
    .poll(names)
    .toEqual(["Leadership Development", "Paid Parental Leave", "Return to Work"]);

  await region.getByRole("button", { name: "Show benefits 1 to 3" }).click();
  await region.getByRole("button", { name: "Previous benefits" }).click();
  await expect
    .poll(names)
    .toEqual(["Coaching", "More Women in Leadership", "Women's Networking Group"]);
  await region.getByRole("button", { name: "Next benefits" }).click();
  await expect.poll(names).toEqual(["Equal Pay", "Flexible Working", "Mentorship"]);
});

test("testimonials and the Join Us slides wrap around", async ({ page }) => {
  await openHome(page);
  const stories = page.getByRole("region", { name: "Stories from our community" });
  const quotes = stories.getByTestId("testimonial");
  await expect(quotes).toHaveCount(3);
  const authors = await quotes.locator("figcaption").allTextContents();
  const current = () => visible(quotes).locator("figcaption").textContent();
  await expect.poll(current).toBe(authors[0]);
  await stories.getByRole("button", { name: "Previous testimonial" }).click();
  await expect.poll(current).toBe(authors[2]);
  await stories.getByRole("button", { name: "Next testimonial" }).click();
  await expect.poll(current).toBe(authors[0]);
  await expect(visible(quotes).locator("img")).toHaveAttribute("src", "/images/avatars/1.svg");

  const join = page.getByRole("region", { name: "Join our community" });
  const slides = join.getByTestId("join-slide");
  await expect(slides).toHaveCount(3);
  const headline = () => visible(slides).getByRole("heading").textContent();
  const first = await headline();
  await expect(visible(slides).getByRole("link")).toHaveAttribute("href", "/register");
  for (let step = 0; step < 3; step += 1) {
    await join.getByRole("button", { name: "Next slide" }).click();
  }
  await expect.poll(headline).toBe(first);
  await join.getByRole("button", { name: "Previous slide" }).click();
  await expect(join.getByRole("group", { name: "3 of 3" })).toBeVisible();
  await expect(visible(slides).getByRole("link")).toHaveAttribute("href", "/register");
});
