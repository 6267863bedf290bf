import { expect, test } from "@playwright/test";
import { collectErrors, expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { openHome } from "./fixtures/home.ts";

/** The home page: its sections, the hero search, the newsletter sign-up. */

test("every section is in the server-rendered HTML, in the spec's order", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  const jobs = (await (await page.request.get("/api/jobs/public?pageSize=6")).json()).items;
  const posts = (await (await page.request.get("/api/blogs/public?pageSize=3")).json()).items;
  const videos = (await (await page.request.get("/api/videos/public?pageSize=3")).json()).items;
  const companies = (
    await (
      await page.request.get(
        `/api/companies/public?pageSize=${DEMO.featuredCompanies}&featured=true`,
      )
    ).json()
  ).items;
  expect(jobs).toHaveLength(6);
  expect(companies).toHaveLength(DEMO.featuredCompanies);

  // Without JavaScript: the jobs, logos, posts and videos are all in the HTML.
  for (const job of jobs) expect(html).toContain(`href="/jobs/${job.id}"`);
  for (const company of companies) expect(html).toContain(`alt="${company.name}"`);
  for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
  for (const video of videos) expect(html).toContain(`href="${video.url}"`);
  expect(html).toContain("<title>Career Platform | Jobs at Companies that Care</title>");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"\/>/);

  const errors = collectErrors(page);
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

test("the hero search goes to /jobs with only the filled-in fields", async ({ page }) => {
  await openHome(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByRole("searchbox", { name: "Job title, skill or company" }).fill("engineer");
  await search.getByRole("combobox", { name: "Category" }).selectOption({ label: "Technology" });
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=engineer&category=technology$/);

  await openHome(page);
  await page.getByRole("combobox", { name: "Category" }).selectOption("finance");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?category=finance$/);
});

test("newsletter: a bad address is refused in place, a good one (even twice) subscribes", async ({
  page,
}) => {
  const errors = collectErrors(page);
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

testOnEachViewport(
  "axe finds no serious or critical problem on the home page",
  async ({ page }, viewport) => {
    await openHome(page);
    await expectNoSeriousAxeViolations(page, `home (${viewport.name})`);
  },
);

test("an unknown page answers 404 with an HTML page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
