import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { ADMIN } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";
import { decodedMail, linkInMail, receivedMail, smtpPort } from "./mail-server.ts";

const PASSWORD = "lotus-harbour-evening-85";

/** `npm run alerts -- send-now`, beside the running site, on its embedded database. */
async function sendAlertsNow(port: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "--silent", "alerts", "--", "send-now"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: `test-results/e2e-data-${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort(port)}`,
      },
    },
  );
  return stdout;
}

test("a member keeps a search as an alert, gets its digest by e-mail and stops it signed out", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail("alerts");
  const word = `Quetzal${Date.now().toString(36)}`;

  // A confirmed member: alerts need a confirmed address.
  await page.goto("/register?redirectTo=/jobs");
  await page.getByLabel("Name").fill("Anjali");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const sitePort = Number(new URL(page.url()).port);
  await page.goto(await linkInMail(sitePort, email, "/verify-email"));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("status")).toContainText("is confirmed");

  // "Alert me about jobs like these" on a search with a filter.
  await page.goto(`/jobs?q=${word}&workplace=hybrid`);
  await page.getByLabel("Alert me about jobs like these").selectOption("weekly");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByTestId("alert-created")).toContainText("Alert created");
  await page.getByRole("link", { name: "Manage your alerts" }).click();
  await expect(page.getByTestId("job-alert")).toHaveCount(1);
  await expect(page.getByLabel("How often")).toHaveValue("weekly");
  await expectNoSeriousAxeViolations(page, "job alerts");

  // A job like it is published; the operator sends every digest now.
  const admin = (await (await request.post("/api/auth/login", { data: ADMIN })).json()).token;
  const companies = await request.get("/api/companies/public?pageSize=1");
  const companyId = (await companies.json()).items[0].id;
  const created = await request.post("/api/jobs", {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      title: `${word} Product Analyst`,
      companyId,
      description: "Analyse how our members find work.",
      workplace: "hybrid",
      applyUrl: "https://example.com/apply",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  expect(await sendAlertsNow(sitePort)).toMatch(/[1-9]\d* digests queued/);

  let digest = "";
  await expect
    .poll(
      async () => {
        const mails = (await receivedMail(sitePort)).map(decodedMail);
        digest =
          mails.find((raw) => raw.includes(email) && raw.includes(`${word} Product Analyst`)) ?? "";
        return digest;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(digest).toContain("Content-Type: text/html");
  const unsubscribe = /(https?:\/\/\S+\/alerts\/unsubscribe\?alert=[\w-]+&token=[\w-]+)/.exec(
    digest,
  )?.[1];
  expect(unsubscribe).toBeTruthy();

  // Signed out, in another browser: the link's button stops the alert.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto(unsubscribe!);
  await expectNoSeriousAxeViolations(stranger, "stop a job alert");
  await stranger.getByRole("button", { name: "Stop this alert" }).click();
  await expect(stranger.getByRole("status")).toContainText("You will get no more e-mails");
  await context.close();
  // A mail program's one-click post (RFC 8058) to the same address is answered too.
  const oneClick = await request.post(unsubscribe!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId("job-alert")).toContainText("Paused");
  // Paused, it sends nothing however many jobs come.
  expect(await sendAlertsNow(sitePort)).toMatch(/ 0 digests queued/);
});
