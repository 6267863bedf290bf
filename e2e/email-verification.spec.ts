import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";
import { linkInMail } from "./mail-server.ts";

test("a new member confirms her address from the link mailed at sign-up", async ({ page }) => {
  const email = uniqueEmail("confirm");
  await page.goto("/id/register");
  await page.getByLabel("Nama").fill("Sari");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi").fill("jasmine-river-morning-31");
  await page.getByRole("button", { name: "Buat akun" }).click();
  await expect(page).not.toHaveURL(/register/);

  // Written in the language she signed up in, and opening the page in it.
  const link = await linkInMail(Number(new URL(page.url()).port), email, "/id/verify-email");
  const me = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem("authToken");
      const answer = await fetch("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
      return (await answer.json()).emailVerified as boolean;
    });
  expect(await me()).toBe(false);
  await page.goto(link);
  // Opening the link confirms nothing; the button does.
  expect(await me()).toBe(false);
  await expectNoSeriousAxeViolations(page, "verify e-mail");
  await page.getByRole("button", { name: "Konfirmasi alamat e-mail saya" }).click();
  await expect(page.getByRole("status")).toContainText("sudah dikonfirmasi");
  expect(await me()).toBe(true);
});
