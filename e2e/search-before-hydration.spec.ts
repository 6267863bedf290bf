import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/demo-contract.ts";
import { holdRequests, waitForHydration } from "./fixtures/hydration.ts";

// Pages load their code after the first paint (decision 0026): a visitor may type first.
test("words typed before the page's code runs are kept once it runs", async ({ page }) => {
  const word = DEMO.jobs.commonWord;
  const release = await holdRequests(page, "**/assets/**/*.js");
  await page.goto("/jobs");
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Keywords").fill(word);
  release();
  await waitForHydration(page);
  // A list applies at once, with the words in the box.
  await search.getByLabel("Posted").selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]posted=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(word);
  await expect(search.getByLabel("Keywords")).toHaveValue(word);
});
