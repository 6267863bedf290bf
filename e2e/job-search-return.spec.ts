import { expect, type Locator, type Page, test } from "@playwright/test";
import { tokenFor } from "./fixtures/admin.ts";
import { collectErrors, expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { waitForHydration } from "./fixtures/hydration.ts";

/** Leaving and coming back to search results, filter lists, closed jobs. */

const historyLength = (page: Page) => page.evaluate(() => history.length);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Waits until React has hydrated the element: it then carries React's own properties. Before
 * that, a click is a plain page load and a key press reaches no handler (a busy machine can take
 * seconds to hydrate).
 */
async function hydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
}

/** Every data request of client-side navigations (React Router's `.data` fetches). */
function dataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) urls.push(request.url());
  });
  return urls;
}

test("a job opened from the results leads back to the same results, page and scroll position", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const list = "/jobs?sort=oldest&page=2";
  await page.goto(list);
  await expect(page.getByTestId("result-count")).toContainText("page 2 of");

  // Opened on its own (a shared link), the job page offers all jobs.
  const cards = page.getByTestId("job-card");
  const href = await cards.first().getByRole("link").getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("link", { name: "All jobs" })).toHaveAttribute("href", "/jobs");

  await page.goto(list);
  const lastCard = cards.last();
  await lastCard.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(200);
  const entries = await historyLength(page);

  await hydrated(lastCard.getByRole("link"));
  await lastCard.getByRole("link").click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const back = page.getByRole("link", { name: "Back to results" });
  // Its address is the list's own, for a new tab or a copied link.
  await expect(back).toHaveAttribute("href", list);
  await back.click();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId("result-count")).toContainText("page 2 of");
  await expect.poll(() => scrollY(page)).toBe(scrolled);
  // It went back: no new history entry.
  expect(await historyLength(page)).toBe(entries + 1);

  // Through a similar job and a reload of its page, it still goes back to the same list.
  await lastCard.getByRole("link").click();
  const similar = page
    .getByRole("region", { name: "Similar jobs" })
    .getByTestId("job-card")
    .first()
    .getByRole("link");
  const similarTitle = (await similar.textContent()) ?? "";
  await similar.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(similarTitle);
  await page.reload();
  await page.getByRole("link", { name: "Back to results" }).click();
  await expect(page).toHaveURL(list);
  await expect.poll(() => scrollY(page)).toBe(scrolled);
  expect(errors).toEqual([]);
});

test("arrow keys in a filter list search nothing until Enter, which adds one history entry", async ({
  page,
}) => {
  await page.goto(`/jobs?q=${DEMO.jobs.commonWord}`);
  await waitForHydration(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  const category = search.getByLabel("Company");
  const pending = page.getByTestId("filters-pending");
  await expect(pending).toHaveText("");
  const requests = dataRequests(page);
  const entries = await historyLength(page);

  await hydrated(category);
  await category.focus();
  for (let i = 0; i < 3; i++) await category.press("ArrowDown");
  const chosen = await category.inputValue();
  expect(chosen).not.toBe("");
  await expect(pending).toHaveText(/Not applied yet/);
  await expect(category).toHaveAccessibleDescription(/press Enter or Search/);

  await category.press("Enter");
  await expect(page).toHaveURL(`/jobs?q=${DEMO.jobs.commonWord}&company=${chosen}`);
  await expect(pending).toHaveText("");
  await expect(category).toBeFocused();
  // The three arrow keys ran no search of their own and added no history entries.
  expect(requests).toHaveLength(1);
  expect(await historyLength(page)).toBe(entries + 1);

  // Searching again for what is shown replaces the entry instead of adding one.
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => requests.length).toBe(2);
  expect(await historyLength(page)).toBe(entries + 1);

  await page.goBack();
  await expect(page).toHaveURL(`/jobs?q=${DEMO.jobs.commonWord}`);
  await expect(category).toHaveValue("");
});

test("a closed job answers 410 with its title, its company and open jobs like it", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const token = await tokenFor(page.request, "admin");
  const closed = await page.request.get("/api/jobs?status=closed&pageSize=100", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const job = ((await closed.json()).items as Array<{ id: string; title: string }>).find(
    (item) => item.title === DEMO.jobs.closed.title,
  );
  expect(job).toBeDefined();

  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(`/jobs/${job!.id}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job!.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByTestId("job-gone")).toContainText("no longer taking applications");
  const similar = page.getByRole("region", { name: "Open jobs like this one" });
  await expect(similar.getByTestId("job-card").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, "closed job");

  // The page hydrates (no error on the way), so its links lead on within the app.
  await hydrated(similar.getByTestId("job-card").first().getByRole("link"));
  // The browser reports the 410 answer itself as a failed resource; nothing else may fail.
  expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
});
