import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { registerMember } from "./fixtures/sign-up.ts";
import { linkInMail } from "./mail-server.ts";

const OLD_PASSWORD = "harbour-lantern-quiet-42";
const NEW_PASSWORD = "amber-monsoon-lantern-77";

test("a forgotten password: a link by e-mail, a new password, the old sessions dead", async ({
  page,
  request,
}) => {
  const { email, registered } = await registerMember(request, {
    name: "Mei Lin",
    password: OLD_PASSWORD,
  });
  const oldToken = (await registered.json()).token as string;

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await expectNoSeriousAxeViolations(page, "forgot password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account uses ${email}`);

  const link = await linkInMail(Number(new URL(page.url()).port), email, "/reset-password");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expectNoSeriousAxeViolations(page, "reset password");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed");

  // The session from before is dead; the new password signs in; the link works once.
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(me.status()).toBe(401);
  const login = await request.post("/api/auth/login", {
    data: { email, password: NEW_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(link);
  await page.getByLabel("New password").fill(`${NEW_PASSWORD}-again`);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used");
});
