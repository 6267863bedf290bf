import { expect, type Page, test } from "@playwright/test";
import { signIn, tokenFor } from "./fixtures/admin.ts";
import { failApiCalls } from "./fixtures/api-errors.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { receivedMail } from "./mail-server.ts";

/** Our own messages replace the browser's once the script runs; wait for that. */
async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const VALID = {
  Name: "Siti Rahmah",
  Email: "siti@example.com",
  Subject: "Listing our company",
  Message: "Hello! We would like to list our open roles. Who should we talk to?",
};

test("submitting the empty form shows an error next to each of the four fields", async ({
  page,
}) => {
  await openContact(page);
  await expect(page.getByText(/hello@careerplatform\.example/).first()).toBeVisible();
  await expect(page.getByText("Singapore", { exact: false }).first()).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const [label, message] of [
    ["Name", "Name is required"],
    ["Email", "Enter a valid e-mail address"],
    ["Subject", "Subject is required"],
    ["Message", "Message is required"],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
});

test("a valid message is sent, confirmed in a live region and the form is cleared", async ({
  page,
  request,
}) => {
  await openContact(page);
  await fill(page, VALID);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: VALID.Name,
    email: VALID.Email,
    subject: VALID.Subject,
    message: VALID.Message,
    // Her acknowledgement is written in the language of the page she wrote from.
    locale: "en",
  });
  await expect(page.getByRole("status")).toContainText("Your message has been sent");
  for (const label of Object.keys(VALID)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
  // The team's notification arrived at the SMTP server, with the visitor's words in it.
  const port = Number(new URL(page.url()).port);
  await expect
    .poll(async () => (await receivedMail(port)).find((mail) => mail.includes(VALID.Subject)) ?? "")
    .toContain("To: team@example.com");
  const mail = (await receivedMail(port)).find((message) => message.includes(VALID.Subject)) ?? "";
  expect(mail).toContain("Reply-To: siti@example.com");
  expect(mail).toContain("We would like to list our open roles");

  // The admins' outbox shows it sent.
  await signIn(page, await tokenFor(request, "admin"));
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Contact form: ${VALID.Subject}` });
  await expect(row.first()).toContainText("sent");
  await expectNoSeriousAxeViolations(page, "admin outbox");
});

test("when sending fails the reason is shown and the typed text is kept", async ({ page }) => {
  await openContact(page);
  await failApiCalls(page, "**/api/contact", 429, {
    code: "RATE_LIMITED",
    message: "Too many attempts; try again in 60 s",
  });
  await fill(page, VALID);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many attempts; try again in 60 s");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(VALID.Message);

  // A field the server refuses gets its message next to it.
  await page.unroute("**/api/contact");
  await failApiCalls(page, "**/api/contact", 400, {
    code: "VALIDATION_FAILED",
    message: "Please check the e-mail address",
    fields: { email: "This address cannot receive mail" },
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "This address cannot receive mail",
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(VALID.Name);

  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Email", { exact: true }).fill("siti@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("could not reach the server");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(VALID.Subject);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a posted form comes back with the text kept and says it was not sent", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, VALID);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("has not been sent");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(VALID.Message);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(VALID.Email);
  });
});
