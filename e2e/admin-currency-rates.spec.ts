import { expect, test } from "@playwright/test";
import { adminSignInPerFile } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";

const admin = adminSignInPerFile();

// Every spec shares one seeded database: the rate this test adds, it removes.
let rateId: string | undefined;
test.afterEach(async ({ request }) => {
  const headers = await admin.headersIfSignedIn();
  if (headers && rateId) await request.delete(`/api/currency-rates/${rateId}`, { headers });
  rateId = undefined;
});

test("an admin adds a currency rate, and visitors can then ask for salaries in it", async ({
  page,
  request,
}) => {
  const floor = page
    .getByRole("search", { name: "Search jobs" })
    .getByRole("group", { name: "Salary at least" });
  await page.goto("/jobs?salary=1000&currency=CHF&period=month");
  await expect(floor.getByLabel("Currency").locator("option", { hasText: "CHF" })).toHaveCount(0);

  await admin.signInAsAdmin(page, request);
  await page.goto("/admin/currency-rates");
  await expect(page.getByRole("heading", { level: 1, name: "Currency rates" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "SGD" })).toHaveCount(1);
  await page.getByRole("link", { name: "New currency rate" }).click();
  await page.getByLabel("Currency code").fill("chf");
  // No rate: the shared schema says so at the field, before any call.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Give how much of the currency one US dollar buys")).toBeVisible();
  await page.getByLabel("For one US dollar").fill("0.8");
  await page.getByLabel("Rate of").fill("2026-11-20");
  await expectNoSeriousAxeViolations(page, "currency rate form");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/currency-rates") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save" }).click();
  rateId = (await (await saved).json()).id;
  await expect(page).toHaveURL("/admin/currency-rates");
  await expect(page.getByRole("row").filter({ hasText: "CHF" })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, "currency rate list");

  await page.goto("/jobs?salary=1000&currency=CHF&period=month");
  await expect(floor.getByLabel("Currency")).toHaveValue("CHF");
  await expect(
    page.getByTestId("active-filters").getByRole("link", { name: /Salary at least CHF/ }),
  ).toBeVisible();
});
