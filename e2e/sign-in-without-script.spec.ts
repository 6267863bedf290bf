import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "./fixtures/admin.ts";
import {
  expectEmailTakenBesideTheField,
  registerMember,
  sendSignUp,
  uniqueEmail,
} from "./fixtures/sign-up.ts";

/**
 * A password never reaches an address: the sign-in forms post their fields in the body even
 * when the page's script has not loaded yet or JavaScript is off, and the server signs in (or
 * answers with the form and its errors) from that post.
 */
const PASSWORD = "violet-harbour-compass-71";

/** Every address the page asked for, to check that none carries a password. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(decodeURIComponent(request.url())));
  return addresses;
}

function expectNoPassword(addresses: string[], password: string) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).not.toContain(password);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up posts the form and welcomes the new member", async ({ page }) => {
    const addresses = recordAddresses(page);
    await page.goto("/register?redirectTo=/jobs");
    await sendSignUp(page, { name: "Siti", email: uniqueEmail("nojs"), password: PASSWORD });
    await expect(page.getByRole("status")).toContainText("Welcome, Siti — your account is ready.");
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/jobs");
    expectNoPassword(addresses, PASSWORD);
  });

  test("a taken e-mail is said once, beside the e-mail field, which has the focus", async ({
    page,
    request,
  }) => {
    const { email } = await registerMember(request, { name: "Ayu", password: PASSWORD });
    await page.goto("/register");
    await sendSignUp(page, { name: "Ayu", email, password: PASSWORD });
    await expectEmailTakenBesideTheField(page);
  });

  test("a wrong password answers with the form, the e-mail kept and the reason", async ({
    page,
    request,
  }) => {
    const { email, registered } = await registerMember(request, {
      name: "Hana",
      password: PASSWORD,
    });
    expect(registered.status()).toBe(201);
    const addresses = recordAddresses(page);
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(`${PASSWORD}-wrong`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toContainText("Login failed");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    expectNoPassword(addresses, PASSWORD);

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status")).toContainText("You are signed in as Hana.");
    expectNoPassword(addresses, PASSWORD);
  });

  test("the admin sign-in posts its form too", async ({ page }) => {
    const addresses = recordAddresses(page);
    await page.goto("/admin/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status")).toContainText("You are signed in as");
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/admin");
    expectNoPassword(addresses, ADMIN.password);
  });
});

test("submitted before the scripts load, sign-in still completes and goes where asked", async ({
  page,
  request,
}) => {
  const { email } = await registerMember(request, { name: "Lin", password: PASSWORD });
  // The page's scripts arrive two seconds late: time enough to type and submit without them.
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const addresses = recordAddresses(page);
  await page.goto("/login?redirectTo=/companies", { waitUntil: "commit" });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/companies", { timeout: 20_000 });
  await expect(
    page.getByRole("banner").getByText("Welcome, Lin").filter({ visible: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
  expectNoPassword(addresses, PASSWORD);
});
