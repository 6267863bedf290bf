import { expect, test } from "@playwright/test";
import {
  expectEmailTakenBesideTheField,
  registerMember,
  sendSignUp,
  uniqueEmail,
} from "./fixtures/sign-up.ts";

test("sign up from the header → back where she started, welcomed → no more asks to join → logout", async ({
  page,
}) => {
  const start = "/jobs?workplace=remote";
  await page.goto(start);
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  const profileLink = footer.getByRole("link", { name: "Create Your Profile" });
  await expect(profileLink).toHaveAttribute(
    "href",
    `/register?redirectTo=${encodeURIComponent(start)}`,
  );
  const footerBox = await profileLink.boundingBox();

  await header.getByRole("link", { name: "Sign Up" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`/register?redirectTo=${encodeURIComponent(start)}`);
  await sendSignUp(page, {
    name: "Mei Ling",
    email: uniqueEmail(),
    password: "violet-harbour-compass-71",
  });

  await expect(page).toHaveURL(start);
  await expect(page.getByRole("status").filter({ hasText: "Welcome, Mei Ling" })).toHaveText(
    "Welcome, Mei Ling — your account is ready.",
  );
  await expect(header.getByText("Welcome, Mei Ling").filter({ visible: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();

  // The footer offers her something else in the same place, at the same size.
  const advice = footer.getByRole("link", { name: "Career Advice" });
  await expect(advice).toHaveAttribute("href", "/blog");
  await expect(footer.getByRole("link", { name: "Create Your Profile" })).toHaveCount(0);
  expect(await advice.boundingBox()).toEqual(footerBox);
  const welcome = page.getByRole("status").filter({ hasText: "Welcome, Mei Ling" });
  await page.getByRole("button", { name: "Dismiss welcome message" }).click();
  await expect(welcome).toHaveCount(0);

  // The welcome is said once: not again on a reload of the page.
  await page.reload();
  await expect(header.getByText("Welcome, Mei Ling").filter({ visible: true })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // The home page's closing slides no longer ask her to join.
  await page.goto("/");
  const join = page.getByRole("region", { name: "Your community" });
  await join.scrollIntoViewIfNeeded();
  const slide = join.getByTestId("join-slide").filter({ visible: true });
  await expect(slide.getByRole("link")).toHaveAccessibleName("Search jobs");
  await expect(slide.getByRole("link")).toHaveAttribute("href", "/jobs");
  await expect(join.getByText(/free profile|sign up/i).filter({ visible: true })).toHaveCount(0);

  await header.getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
  await expect(header.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
});

test("sign-in errors show beside the fields, and a good sign-in returns to the page asked for", async ({
  page,
  request,
}) => {
  const { email, registered } = await registerMember(request, {
    name: "Aiko",
    password: "another-password",
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

test("registering an e-mail that is taken says so once, next to the e-mail field", async ({
  page,
  request,
}) => {
  const { email } = await registerMember(request, {
    name: "Priya",
    password: "first-violet-ferry",
  });
  await page.goto("/register");
  await sendSignUp(page, { name: "Priya", email, password: "second-amber-kettle" });
  await expectEmailTakenBesideTheField(page);
});
