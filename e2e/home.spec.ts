import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, VIEWPORTS } from "./fixtures/axe.ts";

/** Console errors and uncaught exceptions (hydration mismatches show up here) for one page's life. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Opens the home page and waits until React has hydrated it (buttons work from then on). */
async function openHome(page: Page) {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  // Generous: on a busy machine hydration can take a few seconds.
  await expect(page.locator("[aria-roledescription='carousel'][data-hydrated]")).toHaveCount(4, {
    timeout: 15_000,
  });
}

const visible = (locator: Locator) => locator.filter({ visible: true });

test("every section is in the server-rendered HTML, in the spec's order", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  const jobs = (await (await page.request.get("/api/jobs/public?pageSize=6")).json()).items;
  const posts = (await (await page.request.get("/api/blogs/public?pageSize=3")).json()).items;
  const videos = (await (await page.request.get("/api/videos/public?pageSize=3")).json()).items;
  const companies = (
    await (await page.request.get("/api/companies/public?pageSize=12&featured=true")).json()
  ).items;
  expect(jobs).toHaveLength(6);
  expect(companies).toHaveLength(12);

  // Without JavaScript: the jobs, logos, posts and videos are all in the HTML.
  for (const job of jobs) expect(html).toContain(`href="/jobs/${job.id}"`);
  for (const company of companies) expect(html).toContain(`alt="${company.name}"`);
  for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
  for (const video of videos) expect(html).toContain(`href="${video.url}"`);
  expect(html).toContain("<title>Career Platform | Jobs at Companies that Care</title>");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"\/>/);

  const errors = watchErrors(page);
  await openHome(page);
  await expect(page.locator("main h1")).toHaveText("A Career Platform for Diverse Talent");
  await expect(page.locator("main").getByText("Find Jobs at Companies that Care")).toBeVisible();
  const headings = await page.locator("main h1, main h2").allTextContents();
  expect(headings).toEqual([
    "A Career Platform for Diverse Talent",
    "Featured Companies that Care",
    "Better Jobs start here",
    "See how Companies that Care Empower Women",
    `The ${companies[0].name} Academies`,
    "Career Advice & News",
    "Video Library",
    "Stories from our community",
    "Better jobs in your inbox",
    "Join our community",
  ]);
  await expect(page.locator("main section#newsletter")).toHaveCount(1);

  // The academy promo links to a real, seeded featured company.
  const promo = page.getByRole("link", { name: `Discover the ${companies[0].name} Academies` });
  await expect(promo).toHaveAttribute("href", `/companies/${companies[0].slug}`);

  // Blog cards: the excerpt cut at the 100th character, then "...".
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(3);
  for (const [index, post] of posts.entries()) {
    const text = Array.from(post.excerpt as string);
    const expected = text.length > 100 ? `${text.slice(0, 100).join("")}...` : post.excerpt;
    await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(cards.nth(index)).toContainText(expected);
    await expect(cards.nth(index)).toContainText(`By ${post.author}`);
  }
  await expect(page.getByRole("link", { name: "View All Blogs" })).toHaveAttribute("href", "/blog");
  await expect(page.getByTestId("video-card")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "View All Videos" })).toHaveAttribute(
    "href",
    "/videos",
  );
  expect(errors).toEqual([]);
});

test("the logo strip links 12 featured companies and stops moving on hover", async ({ page }) => {
  const errors = watchErrors(page);
  await openHome(page);
  const strip = page.getByRole("region", { name: "Featured Companies that Care" });
  // The duplicate list that makes the loop seamless is hidden from assistive tech.
  const links = strip.getByRole("link");
  await expect(links).toHaveCount(12);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  for (const href of hrefs) expect(href).toMatch(/^\/companies\/[a-z0-9-]+$/);
  expect(new Set(hrefs).size).toBe(12);
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

test("the hero search goes to /jobs with only the filled-in fields", async ({ page }) => {
  await openHome(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByRole("searchbox", { name: "Job title, skill or company" }).fill("engineer");
  await search.getByRole("combobox", { name: "Category" }).selectOption({ label: "Technology" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=engineer&category=technology$/);

  await openHome(page);
  await page.getByRole("combobox", { name: "Category" }).selectOption("finance");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?category=finance$/);
});

test("the jobs slider shows 2 jobs a page and wraps around both ways", async ({ page }) => {
  const errors = watchErrors(page);
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

test("newsletter: a bad address is refused in place, a good one (even twice) subscribes", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openHome(page);
  const section = page.locator("section#newsletter");
  const field = section.getByRole("textbox", { name: "E-mail address" });
  const signUp = section.getByRole("button", { name: "Sign Up" });
  const status = section.getByRole("status");

  await field.fill("not-an-address");
  await signUp.click();
  await expect(section.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Enter a valid e-mail address");
  await expect(status).toBeEmpty();

  const email = `home-${Date.now()}@example.com`;
  for (let round = 0; round < 2; round += 1) {
    await field.fill(email);
    await signUp.click();
    await expect(status).toHaveText(/^Thanks! You're subscribed/);
    await expect(field).not.toHaveAttribute("aria-invalid");
  }
  expect(errors).toEqual([]);
});

test("newsletter: a failed call explains itself and keeps the typed address", async ({ page }) => {
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await openHome(page);
  const section = page.locator("section#newsletter");
  const field = section.getByRole("textbox", { name: "E-mail address" });
  await field.fill("keep.me@example.com");
  await section.getByRole("button", { name: "Sign Up" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Something went wrong on our side. Please try again.",
  );
  await expect(field).toHaveValue("keep.me@example.com");
});

for (const viewport of VIEWPORTS) {
  test(`axe finds no serious or critical problem on the home page (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    await expectNoSeriousAxeViolations(page, `home (${viewport.name})`);
  });
}

test("an unknown page answers 404 with an HTML page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
