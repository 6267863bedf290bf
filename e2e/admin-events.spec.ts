import { expect, test } from "@playwright/test";
import { adminSignInPerFile, settle } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";

const admin = adminSignInPerFile();
const { signInAsAdmin } = admin;

// Every spec shares one seeded database: what a test adds, it removes, so counts elsewhere hold.
const created: string[] = [];
test.afterEach(async ({ request }) => {
  const headers = await admin.headersIfSignedIn();
  if (!headers) return;
  for (const id of created.splice(0)) await request.delete(`/api/events/${id}`, { headers });
});

/** A calendar day `days` from now, as a datetime-local input wants its date part. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an event created for 18:30 in Kolkata appears on /events, keeps its time zone, and is cancelled from the list", async ({
  page,
  request,
}) => {
  const token = await signInAsAdmin(page, request);
  const word = `mynah${Date.now().toString(36)}`;
  const title = `Allies at Work Meetup ${word}`;
  const day = dayFromNow(30);

  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("An evening for allies and the people they support.");
  await page.getByLabel("Starts").fill(`${day}T18:30`);
  await page.getByLabel("Ends").fill(`${day}T20:00`);
  await page.getByLabel("Time zone").selectOption("Asia/Kolkata");
  await page.getByLabel("Format").selectOption({ label: "Online" });
  await page.getByLabel("Online URL").fill("https://meet.example.com/allies");
  await page.getByLabel("Capacity").fill("80");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/events");
  await expect(page.getByText(`Saved event “${title}”.`)).toBeVisible();

  // The instant stored is 18:30 in Kolkata (UTC+05:30), whatever the browser's own zone.
  const listed = await request.get(`/api/events?q=${word}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [stored] = (await listed.json()).items as Array<{
    id: string;
    startsAt: string;
    capacity: number;
  }>;
  created.push(stored!.id);
  expect(stored!.startsAt).toBe(`${day}T13:00:00.000Z`);
  expect(stored!.capacity).toBe(80);

  await page.goto("/events");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await settle(page);

  await page.goto(`/admin/events?q=${word}`);
  const row = page.getByRole("row", { name: new RegExp(word) });
  await expect(row).toContainText("18:30 GMT+5:30");
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Starts")).toHaveValue(`${day}T18:30`);
  await expect(page.getByLabel("Ends")).toHaveValue(`${day}T20:00`);
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");

  await page.goto(`/admin/events?q=${word}`);
  await row.getByRole("button", { name: `Change Status of ${title}` }).click();
  // Thirty days ahead, it cannot have been completed yet (the API refuses it too).
  await expect(page.getByRole("button", { name: "Back to draft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel event" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this event?" });
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Yes, cancel the event" }).click();
  await expect(page.getByText(`“${title}” cancelled.`)).toBeVisible();
  await expect(row).toContainText("cancelled");

  await page.goto("/events");
  const card = page.getByTestId("event-card").filter({ hasText: title });
  await expect(card).toHaveAttribute("data-status", "cancelled");
  await expect(card).toContainText("Cancelled");
});

test("the event form refuses an end before the start, beside the end", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  await page.goto("/admin/events/new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Title is required");
  await expect(page.getByLabel("Starts")).toHaveAccessibleDescription("Enter a date and time");

  const day = dayFromNow(10);
  await page.getByLabel("Starts").fill(`${day}T18:00`);
  await page.getByLabel("Ends").fill(`${day}T17:00`);
  await expect(page.getByLabel("Ends")).toHaveAccessibleDescription("Must not be before the start");
  await page.getByLabel("Ends").fill(`${day}T19:00`);
  await expect(page.getByLabel("Ends")).not.toHaveAccessibleDescription(/before the start/);
});

test("choosing Cancelled in the form asks before saving", async ({ page, request }) => {
  const token = await signInAsAdmin(page, request);
  const title = `Returners Coffee ${Date.now().toString(36)}`;
  const response = await request.post("/api/events", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      startsAt: `${dayFromNow(20)}T01:00:00.000Z`,
      timezone: "Asia/Singapore",
      format: "in-person",
      city: "Singapore",
      status: "published",
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  created.push(id);

  await page.goto(`/admin/events/edit/${id}`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Starts")).toHaveValue(`${dayFromNow(20)}T09:00`);
  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this event?" });
  await expect(dialog).toContainText(title);
  // Backing out leaves the form unsaved, with the choice still there.
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Status")).toHaveValue("cancelled");
  await page.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("button", { name: "Save and cancel the event" }).click();
  await expect(page).toHaveURL("/admin/events");
  await expect(page.getByText(`Saved event “${title}”.`)).toBeVisible();
  const saved = await request.get(`/api/events/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await saved.json()).status).toBe("cancelled");
});

testOnEachViewport("axe finds nothing serious on the event screens", async ({ page, request }) => {
  const token = await signInAsAdmin(page, request);
  const events = await request.get("/api/events?pageSize=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const [event] = (await events.json()).items as Array<{ id: string }>;
  for (const path of ["/admin/events", "/admin/events/new", `/admin/events/edit/${event!.id}`]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    if (path.includes("/edit/")) await expect(page.getByLabel("Title")).not.toHaveValue("");
    if (path === "/admin/events") {
      await expect(page.getByRole("table")).toBeVisible();
      // The status menu too, open.
      await page
        .getByRole("button", { name: /^Change Status of / })
        .first()
        .click();
      await expect(page.locator("[popover]:popover-open")).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page, path);
  }
});
