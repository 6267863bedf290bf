import { expect, type Page, test } from "@playwright/test";
import { firstLoadScripts } from "../src/web/lib/first-load-scripts.ts";
import {
  collectErrors,
  expectNoSeriousAxeViolations,
  horizontalOverflow,
  VIEWPORTS,
} from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { cardTitles, firstJobHref, headingWord, resultCount } from "./fixtures/jobs.ts";

/** Searching and filtering /jobs, and leafing through its pages. */

const WORD = DEMO.jobs.commonWord;

/** Marks the window; the mark survives client-side navigations and is lost on a full load. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { spaMark: boolean }).spaMark = true;
  });
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { spaMark?: boolean }).spaMark === true);

test("searching with a word and a filter narrows the results and keeps them in the URL", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/jobs");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs at Companies that Care");
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(DEMO.jobs.publicMoreThan);
  await markWindow(page);

  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Keywords").fill(WORD);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${headingWord(WORD)} jobs`);
  const analysts = await resultCount(page);
  expect(analysts).toBeGreaterThan(1);
  expect(analysts).toBeLessThan(all);

  // A tick in a filter's menu applies at once; empty parameters never reach the URL.
  await search.getByText("Workplace: Any workplace").click();
  await search.getByRole("checkbox", { name: "Hybrid" }).check();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&workplace=hybrid$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hybrid ${WORD} jobs`);
  const hybrid = await resultCount(page);
  expect(hybrid).toBeGreaterThan(0);
  expect(hybrid).toBeLessThanOrEqual(analysts);
  for (const card of await page.getByTestId("job-card").all()) {
    await expect(card).toContainText("Hybrid");
  }

  // A filter takes several values: hybrid or remote.
  await search.getByRole("checkbox", { name: "Remote" }).check();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&workplace=hybrid&workplace=remote$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hybrid or remote ${WORD} jobs`);
  // Every analyst job in the demo is hybrid: the list keeps them all (the API tests the "or").
  expect(await resultCount(page)).toBe(hybrid);
  await page.keyboard.press("Escape");
  await expect(search.locator("summary", { hasText: "Workplace: Hybrid, Remote" })).toBeFocused();

  // The active filters are listed, each removable, with a way to clear them all.
  const active = page.getByTestId("active-filters");
  await expect(active.getByRole("link", { name: "Remove filter: Remote" })).toBeVisible();
  await active.getByRole("link", { name: "Remove filter: Remote" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&workplace=hybrid$`));
  await expect(active.getByRole("link", { name: "Remove filter: Hybrid" })).toBeVisible();
  await expect(active.getByRole("link", { name: "Clear filters" })).toHaveAttribute(
    "href",
    "/jobs",
  );

  // The count sits in a live region, so screen readers hear the new number.
  await expect(page.getByRole("status").filter({ hasText: /^\d+ jobs?/ })).toHaveCount(1);
  expect(await windowMarked(page), "filters navigate on the client").toBe(true);
  expect(errors).toEqual([]);
});

test("a salary floor in the visitor's currency compares every salary, approximately", async ({
  page,
}) => {
  await page.goto("/jobs");
  await waitForHydration(page);
  const all = await resultCount(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  const floor = search.getByRole("group", { name: "Salary at least" });
  // A currency or period without an amount waits for it; the amount applies with Enter.
  await floor.getByLabel("Currency").selectOption("SGD");
  await floor.getByLabel("Per").selectOption("month");
  await expect(page).toHaveURL(/\/jobs$/);
  await floor.getByLabel("Amount").fill("6000");
  await floor.getByLabel("Amount").press("Enter");
  await expect(page).toHaveURL(/\/jobs\?salary=6000&currency=SGD&period=month$/);
  // The address changes before the new results are in.
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(
    page.getByTestId("active-filters").getByRole("link", {
      name: "Remove filter: Salary at least SGD 6,000 a month",
    }),
  ).toBeVisible();
  await expect(page.getByTestId("salary-rates-note")).toContainText("approximate exchange rates");
  // A salary in another currency is also given in the visitor's, approximately.
  await expect(page.getByTestId("job-card-approximate-salary").first()).toHaveText(
    /^About SGD\s[\d,]+ – [\d,]+ a month$/,
  );
});

test("the back button brings back the previous results and filters", async ({ page }) => {
  await page.goto(`/jobs?q=${WORD}`);
  await waitForHydration(page);
  const before = await cardTitles(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  const finance = search.getByRole("checkbox", { name: "Finance" });
  await search.getByText("Category: All categories").click();
  await finance.check();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&category=finance$`));
  await expect.poll(() => cardTitles(page)).not.toEqual(before);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}$`));
  await expect.poll(() => cardTitles(page)).toEqual(before);
  await expect(finance).not.toBeChecked();
  await expect(search.getByLabel("Keywords")).toHaveValue(WORD);

  await page.goForward();
  await expect(page).toHaveURL(/category=finance/);
  await expect(finance).toBeChecked();
});

test("pagination moves to page 2 and back", async ({ page }) => {
  await page.goto("/jobs");
  await waitForHydration(page);
  const total = await resultCount(page);
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(20);

  const pages = page.getByRole("navigation", { name: "Job results pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Keyboard and screen-reader users land on the new result summary, not at the page's end.
  await expect(page.getByTestId("result-count")).toBeFocused();
  await expect(page.getByTestId("result-count")).toContainText("page 2 of");
  const secondPage = await cardTitles(page);
  expect(secondPage).toHaveLength(Math.min(20, total - 20));
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);

  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
});

test("a word nothing matches shows a helpful empty state", async ({ page }) => {
  await page.goto("/jobs?category=technology");
  await waitForHydration(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Keywords").fill("xylophonist");
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=xylophonist/);
  await expect(page.getByTestId("result-count")).toHaveText("0 jobs");
  const empty = page.getByTestId("jobs-empty");
  await expect(empty.getByRole("heading")).toHaveText("No jobs match your search");
  await expect(empty).toContainText("“xylophonist”");
  await expect(empty.getByRole("link", { name: "Remove Technology" })).toBeVisible();
  await expect(empty).toContainText("Try a broader or different word");
  await empty.getByRole("link", { name: /^See all \d+ open jobs$/ }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // The address changes a moment before the new results are on screen.
  await expect(page.getByTestId("result-count")).not.toHaveText(/^0 jobs/);
  expect(await resultCount(page)).toBeGreaterThan(DEMO.jobs.publicMoreThan);
});

test("a mistyped word finds what was meant, and the words as typed are a link away", async ({
  page,
}) => {
  const typo = `${WORD.slice(0, -2)}${WORD.at(-1)}${WORD.at(-2)}`; // analyts
  await page.goto(`/jobs?q=${typo}`);
  const notice = page.getByTestId("corrected-query");
  await expect(notice).toHaveText(`Showing results for ${WORD}. Search instead for ${typo}`);
  const meant = await resultCount(page);
  await notice.getByRole("link", { name: typo }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${typo}&exact=1$`));
  await expect(notice).toHaveCount(0);
  // As typed, it finds fewer (the stem "analyt" of analytics jobs), which is why it was corrected.
  expect(await resultCount(page)).toBeLessThan(meant);
});

test("part of a word finds the jobs it starts", async ({ page }) => {
  const { word, title, titlePart } = DEMO.jobs.prefix;
  await page.goto(`/jobs?q=${word}`);
  const titles = await cardTitles(page);
  expect(titles).toContain(title);
  expect(titles.some((found) => found.includes(titlePart))).toBe(true);
});

test("bad search parameters are ignored, never an error", async ({ page }) => {
  const response = await page.goto(
    `/jobs?type=astronaut&page=-4&pageSize=9999&sort=best&q=${WORD}`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${headingWord(WORD)} jobs`);
  expect(await resultCount(page)).toBeGreaterThan(1);
});

test("the server-rendered HTML of /jobs holds the job titles and works without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto("/jobs");
  const titles = await cardTitles(page);
  const html = await (await page.request.get("/jobs")).text();
  const asHtml = (text: string) => text.replace(/&/g, "&amp;");
  for (const title of titles) expect(html).toContain(asHtml(title));

  // Without JavaScript the form is a plain GET form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/jobs");
  const designer = DEMO.jobs.designerWord;
  await noJs.getByLabel("Keywords").fill(designer);
  await noJs.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noJs).toHaveURL(new RegExp(`q=${designer}`));
  await expect(noJs.getByRole("heading", { level: 1 })).toHaveText(`${headingWord(designer)} jobs`);
  // The menus of several values open and send what is ticked, each value once.
  await noJs.getByText("Workplace: Any workplace").click();
  await noJs.getByRole("checkbox", { name: "Hybrid" }).check();
  await noJs.getByRole("checkbox", { name: "Remote" }).check();
  await noJs.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noJs).toHaveURL(/workplace=hybrid&workplace=remote/);
  await expect(noJs.getByRole("heading", { level: 1 })).toHaveText(
    `Hybrid or remote ${designer} jobs`,
  );
  // A salary floor, its currency and period go with the form too.
  await noJs.getByLabel("Amount").fill("3000");
  await noJs.getByLabel("Currency").selectOption("SGD");
  await noJs.getByLabel("Per", { exact: true }).selectOption("month");
  await noJs.getByRole("button", { name: "Search", exact: true }).click();
  await expect(noJs).toHaveURL(/salary=3000&currency=SGD&period=month/);
  await expect(noJs.getByTestId("active-filters")).toContainText("Salary at least SGD");
  await context.close();
});

test("the jobs page loads no validation library before it is used", async ({ request }) => {
  // zod is 27 KB compressed: the jobs page needs its constants, never its schemas.
  const html = await (await request.get("/jobs")).text();
  const scripts = firstLoadScripts(html);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(await (await request.get(script)).text(), script).not.toContain("_zod");
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold behind one button, and the first results show on the first screen", async ({
    page,
  }) => {
    await page.goto("/jobs?workplace=hybrid&posted=30");
    const search = page.getByRole("search", { name: "Search jobs" });
    await expect(search.getByRole("checkbox", { name: "Hybrid" })).toBeHidden();
    await expect(search.getByLabel("Posted")).toBeHidden();
    const first = await page.getByTestId("job-card").first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    await search.getByText("Filters (2)").click();
    await expect(search.getByLabel("Posted")).toHaveValue("30");
    await search.getByText("Workplace: Hybrid").click();
    await expect(search.getByRole("checkbox", { name: "Hybrid" })).toBeChecked();
  });
});

for (const viewport of VIEWPORTS) {
  test(`axe: no serious or critical problems on /jobs and a job page (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/jobs?q=${WORD}&workplace=hybrid&salary=1000&currency=SGD&period=month`);
    await expectNoSeriousAxeViolations(page, "/jobs with filters");
    await page.goto("/jobs?q=xylophonist");
    await expectNoSeriousAxeViolations(page, "/jobs empty");
    const href = await firstJobHref(page);
    await expectNoSeriousAxeViolations(page, "/jobs");
    await page.goto(href);
    await expectNoSeriousAxeViolations(page, href);
    // Nothing is wider than the screen.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
