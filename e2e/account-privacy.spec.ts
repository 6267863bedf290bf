import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";
import { decodedMail, receivedMail } from "./mail-server.ts";

const PASSWORD = "orchid-monsoon-ledger-64";

test("a member downloads her data, then deletes her account with everything in it", async ({
  page,
}) => {
  const email = uniqueEmail("leaving");
  await page.goto("/register?redirectTo=/jobs");
  await page.getByLabel("Name").fill("Dewi Lestari");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const card = page.getByTestId("job-card").first();
  const title = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("button", { name: `Save ${title}` }).click();
  await expect(card.getByRole("button", { name: `Saved ${title}` })).toBeVisible();

  await page.goto("/account/data");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your data");
  await expectNoSeriousAxeViolations(page, "your data");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const data = JSON.parse(await readFile((await (await download).path())!, "utf8"));
  expect(data.account).toMatchObject({ email, name: "Dewi Lestari" });
  expect(data.savedJobs.map((job: { title: string }) => job.title)).toEqual([title]);

  await page.getByLabel("Your password, to confirm").fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByLabel("Your password, to confirm")).toHaveAccessibleDescription(
    "Your current password is not this one",
  );
  await page.getByLabel("Your password, to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is deleted");

  // Signed out, and unable to sign in again; one last mail says so.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  const port = Number(new URL(page.url()).port);
  await expect
    .poll(
      async () =>
        (await receivedMail(port))
          .map(decodedMail)
          .filter((raw) => raw.includes(email))
          .find((raw) => raw.includes("Your account is deleted")),
      {
        timeout: 30_000,
      },
    )
    .toBeTruthy();
});
