import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";

const PASSWORD = "saffron-harbour-lantern-58";

/** The first card on the page and its job's title. */
async function firstCard(page: Page) {
  const card = page.getByTestId("job-card").first();
  const title = (await card.getByRole("heading").innerText()).trim();
  return { card, title };
}

test("a visitor saves a job, signs up on the way, and finds it saved and then closed", async ({
  page,
  request,
}) => {
  await page.goto("/jobs");
  const { card, title } = await firstCard(page);
  await card.getByRole("button", { name: `Save ${title}` }).click();

  // Asked to sign up first, then back on the list with the job saved.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjobs/);
  await page
    .getByRole("navigation", { name: "Sign in or sign up" })
    .getByRole("link", { name: "Sign Up" })
    .click();
  await page.getByLabel("Name").fill("Nur Aisyah");
  await page.getByLabel("E-mail").fill(uniqueEmail("saver"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/jobs(#job-|$)/);
  await expect(page.getByRole("button", { name: `Saved ${title}` })).toBeVisible();

  // Saving another keeps the page where it was; the header's greeting leads to the account.
  const second = page.getByTestId("job-card").nth(1);
  const secondTitle = (await second.getByRole("heading").innerText()).trim();
  await second.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await second.getByRole("button", { name: `Save ${secondTitle}` }).click();
  await expect(second.getByRole("button", { name: `Saved ${secondTitle}` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.getByTestId("welcome").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile and password");
  await page.getByRole("link", { name: "Saved jobs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved jobs");
  await expect(page.getByTestId("job-card")).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, "saved jobs");

  // The employer closes the first: it stays in the list, marked as no longer open.
  const jobId = (await page.getByRole("link", { name: title }).getAttribute("href"))!
    .split("/")
    .pop()!;
  const admin = await request.post("/api/auth/login", { data: ADMIN });
  const token = (await admin.json()).token as string;
  const closed = await request.post(`/api/jobs/${jobId}/close`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(closed.status()).toBe(200);
  await page.reload();
  const closedCard = page.getByTestId("job-card").filter({ hasText: title });
  await expect(closedCard.getByTestId("job-card-closed")).toHaveText("No longer open");

  // Unsaved from the list, it goes.
  await closedCard.getByRole("button", { name: `Saved ${title}` }).click();
  await expect(page.getByTestId("job-card")).toHaveCount(1);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("saving posts the form and comes back to the same job, saved", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Name").fill("Hana");
    await page.getByLabel("E-mail").fill(uniqueEmail("nojs-saver"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status")).toContainText("your account is ready");

    await page.goto("/jobs?page=2");
    const card = page.getByTestId("job-card").nth(3);
    const title = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("button", { name: `Save ${title}` }).click();
    await expect(page).toHaveURL(/\/jobs\?page=2#job-[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: `Saved ${title}` })).toBeVisible();

    await page.goto("/account/saved-jobs");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("the account pages work without a script, and signing out ends the session", async ({
    page,
  }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await page.goto("/register?redirectTo=/account");
    await page.getByLabel("Name").fill("Priya");
    await page.getByLabel("E-mail").fill(uniqueEmail("nojs-account"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("link", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile and password");
    await page.getByLabel("Name").fill("Priya Sharma");
    await page.getByLabel("Language of your e-mails").selectOption("ja");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").first()).toContainText("Your profile is saved.");
    await expect(page.getByLabel("Name")).toHaveValue("Priya Sharma");
    await expect(page.getByLabel("Language of your e-mails")).toHaveValue("ja");

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password").fill("another-harbour-lantern-93");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not this one",
    );

    await page.getByRole("link", { name: "Where you are signed in" }).click();
    await expect(page.getByTestId("account-session")).toHaveCount(1);
    await expect(page.getByTestId("account-session")).toContainText("This browser");

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login/);
  });
});

test("the account area is keyboard-usable and axe-clean", async ({ page }) => {
  await page.goto("/register?redirectTo=/account");
  await page.getByLabel("Name").fill("Lan");
  await page.getByLabel("E-mail").fill(uniqueEmail("account-axe"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile and password");
  await expectNoSeriousAxeViolations(page, "account");
  await page.goto("/account/sessions");
  await expectNoSeriousAxeViolations(page, "account sessions");
  await page.goto("/ja/account");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Profile and password");
});
