import { expect, test } from "@playwright/test";
import { holdRequests } from "./fixtures/hydration.ts";

test("the Resources dropdown opens by keyboard before the code runs; Escape closes it and focus returns", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/");
  const toggle = page.getByRole("banner").locator("summary", { hasText: "Resources" });
  const blogs = page
    .getByRole("banner")
    .getByRole("link", { name: "Blogs", exact: true })
    .filter({ visible: true });
  await expect(blogs).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(blogs).toBeVisible();
  // Escape is the script's part: once it runs, the menu opened before stays open.
  release();
  await expect(page.locator("details[data-hydrated]")).toHaveCount(1);
  await expect(blogs).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(blogs).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Events" })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL("/events");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Events" }).filter({ visible: true }),
  ).toHaveCount(0);
});

test("the active section is highlighted in the header", async ({ page }) => {
  await page.goto("/companies");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Companies" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Jobs" })).not.toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu mirrors the header, closes with Escape, a tap outside or a new page", async ({
    page,
  }) => {
    await page.goto("/");
    // Escape and the tap outside are the script's part: wait for it.
    await expect(page.locator("details[data-hydrated]")).toHaveCount(1);
    // A native <summary>: the browser exposes it as a button with its expanded state.
    const toggle = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.press("Enter");
    for (const name of [
      "Jobs",
      "Companies",
      "Blogs",
      "Events",
      "Video Library",
      "For Employers",
      "Sign Up",
      "Login",
    ]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("main").click({ position: { x: 5, y: 600 } });
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL("/jobs");
    await expect(menu).toBeHidden();
  });
});

test("every header and footer link leads to a page that answers 200", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a[href], footer a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of new Set(hrefs)) {
    expect(href, "a link without a target").not.toBe("");
    expect(href).not.toBe("#");
    if (!href.startsWith("/")) continue;
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test("old addresses answer a permanent redirect to their page", async ({ request }) => {
  const redirects: Record<string, string> = {
    "/about-us": "/about",
    "/clients": "/companies",
    "/contact-us": "/contact",
    "/privacy-policy": "/privacy",
    "/legal_documents/privacy_policy": "/privacy",
    "/users/register/new/registration": "/register",
    "/clients/some-company": "/companies/some-company",
  };
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
