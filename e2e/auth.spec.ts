import { expect, test } from "@playwright/test";

const uniqueEmail = () => `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("register → welcome shown in the header → logout", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Name").fill("Mei Ling");
  await page.getByLabel("E-mail").fill(uniqueEmail());
  await page.getByLabel("Password").fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL("/");
  const header = page.getByRole("banner");
  await expect(header.getByText("Welcome, Mei Ling").filter({ visible: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();

  await header.getByRole("button", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});

test("sign-in errors show beside the fields, and a good sign-in returns to the page asked for", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const registered = await request.post("/api/auth/register", {
    data: { name: "Aiko", email, password: "another-password" },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/login?redirectTo=/companies");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toContainText("Login failed");

  await page.getByLabel("Password").fill("another-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/companies");
  await expect(
    page.getByRole("banner").getByText("Welcome, Aiko").filter({ visible: true }),
  ).toBeVisible();
});

test("registering an e-mail that is taken says so next to the e-mail field", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await request.post("/api/auth/register", {
    data: { name: "Priya", email, password: "first-violet-ferry" },
  });
  await page.goto("/register");
  await page.getByLabel("Name").fill("Priya");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("second-amber-kettle");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this e-mail already exists").first()).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});
