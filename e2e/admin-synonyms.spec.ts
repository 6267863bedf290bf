import { expect, test } from "@playwright/test";
import { adminSignInPerFile } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";

const admin = adminSignInPerFile();
const JOB = "Actuarial Analyst, Pricing";
const KATAKANA = "アクチュアリー";

// Every spec shares one seeded database: the group this test adds, it removes.
let groupId: string | undefined;
test.afterEach(async ({ request }) => {
  const headers = await admin.headersIfSignedIn();
  if (headers && groupId) await request.delete(`/api/synonyms/${groupId}`, { headers });
  groupId = undefined;
});

test("an admin adds a synonym group, and a search in Japanese finds the English job through it", async ({
  page,
  request,
}) => {
  await page.goto(`/ja/jobs?q=${KATAKANA}`);
  await expect(page.getByTestId("job-card")).toHaveCount(0);

  await admin.signInAsAdmin(page, request);
  await page.goto("/admin/synonyms");
  await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeVisible();
  await page.getByRole("link", { name: "New synonym group" }).click();
  const words = page.getByRole("textbox", { name: "Words" });
  await words.fill("Actuarial");
  await words.press("Enter");
  // One word is not a group: the shared schema says so at the field, before any call.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Give at least two different words that mean the same"),
  ).toBeVisible();
  await words.fill(KATAKANA);
  await words.press("Enter");
  await expectNoSeriousAxeViolations(page, "synonym form");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/synonyms") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save" }).click();
  groupId = (await (await saved).json()).id;
  await expect(page).toHaveURL("/admin/synonyms");
  await expect(page.getByText(`Saved synonym group “actuarial, ${KATAKANA}”.`)).toBeVisible();

  await page.getByRole("searchbox").fill(KATAKANA);
  await expect(page.getByRole("row").filter({ hasText: KATAKANA })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, "synonym list");

  // In force at once, also for a list the site had cached before.
  await page.goto(`/ja/jobs?q=${KATAKANA}`);
  await expect(page.getByTestId("job-card").filter({ hasText: JOB })).toHaveCount(1);
});
