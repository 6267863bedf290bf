import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signInOnceStarted, tokenFor } from "./fixtures/admin.ts";
import { failApiCalls } from "./fixtures/api-errors.ts";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";

async function newMessageCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/messages?status=new&pageSize=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).total;
}

test("a contact message arrives as new, and marking it handled moves it to Handled", async ({
  page,
  request,
}) => {
  const subject = `Partnership enquiry ${Date.now()}`;
  const longText = `Hello team,\n\nWe would like to list our openings.\n${"We are a small company. ".repeat(20)}\nThe last line.`;
  const sent = await request.post("/api/contact", {
    data: { name: "Ines Ortega", email: "ines@example.com", subject, message: longText },
  });
  expect(sent.status()).toBe(201);
  const token = await tokenFor(request, "admin");
  const before = await newMessageCount(request, token);
  await signInOnceStarted(page, token);

  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  // The inbox opens on New, newest first: the message just sent leads the list.
  await expect(page.getByRole("button", { name: `New (${before})` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const card = page.getByRole("article", { name: subject });
  await expect(page.getByRole("article").first()).toHaveAccessibleName(subject);
  await expect(card).toContainText("Ines Ortega");
  await expect(card).toContainText(/new/i);
  await expect(card.getByRole("link", { name: "ines@example.com" })).toHaveAttribute(
    "href",
    "mailto:ines@example.com",
  );
  // A long message starts folded; the button shows all of it.
  await expect(card).not.toContainText("The last line.");
  const more = card.getByRole("button", { name: /Show the whole message/ });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(card).toContainText("The last line.");
  await expect(card.getByRole("button", { name: /Show less/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  // Search by subject finds it.
  await page.getByRole("searchbox", { name: "Search" }).fill(subject);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=Partnership/);
  await expect(page.getByRole("article")).toHaveCount(1);

  await card.getByRole("button", { name: `Mark handled “${subject}”` }).click();
  await expect(page.getByText(`Marked “${subject}” as handled.`)).toBeVisible();
  await expect(page.getByRole("article", { name: subject })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `New (${before - 1})` })).toBeVisible();
  expect(await newMessageCount(request, token)).toBe(before - 1);

  await page.getByRole("button", { name: "Handled", exact: true }).click();
  await expect(page).toHaveURL(/status=handled/);
  const handled = page.getByRole("article", { name: subject });
  await expect(handled).toContainText(/handled/i);
  await expect(handled.getByRole("button", { name: /Mark as new/ })).toBeVisible();

  // The dashboard counts what is still new.
  await page.goto("/admin");
  await expect(
    page.getByRole("link", { name: new RegExp(`^${before - 1}\\s*New messages$`) }),
  ).toBeVisible();
});

test("a newsletter subscriber is listed and in the CSV export", async ({ page, request }) => {
  const email = `reader-${Date.now()}@example.com`;
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
  await signInOnceStarted(page, await tokenFor(request, "admin"));

  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ active subscribers?$/)).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText(email);

  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 active subscriber matching")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("subscribers.csv");
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("email,subscribed_at");
  expect(csv).toContain(email);
});

test("a failed CSV export says so beside the button", async ({ page, request }) => {
  await signInOnceStarted(page, await tokenFor(request, "admin"));
  await failApiCalls(page, "**/api/subscribers.csv", 503, {
    code: "UNAVAILABLE",
    message: "The export is unavailable right now",
  });
  await page.goto("/admin/subscribers");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The export failed: The export is unavailable right now",
  );
});

testOnEachViewport(
  "axe finds nothing serious on the messages and subscribers screens",
  async ({ page, request }, viewport) => {
    await request.post("/api/contact", {
      data: {
        name: "Axe Check",
        email: "axe@example.com",
        subject: `Accessibility check ${viewport.name}`,
        message: "Short message.",
      },
    });
    await signInOnceStarted(page, await tokenFor(request, "admin"));
    for (const path of ["/admin/messages", "/admin/messages?status=all", "/admin/subscribers"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator('[role="status"]', { hasText: "Loading…" })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, `${path} (${viewport.name})`);
    }
  },
);
