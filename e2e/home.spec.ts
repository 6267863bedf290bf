import { expect, test } from "@playwright/test";

test("the home page shows the newest seeded jobs, rendered on the server and hydrated", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A Career Platform for Diverse Talent",
  );
  const cards = page.getByTestId("job-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", /^\/jobs\/[0-9a-f-]{36}$/);

  // The HTML a crawler gets already holds the jobs.
  const html = await (await page.request.get("/")).text();
  const firstTitle = await cards.first().getByRole("link").textContent();
  expect(html).toContain(firstTitle ?? "missing");
  expect(errors).toEqual([]);
});

test("an unknown page answers 404 with an HTML page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
