import { expect, test } from "@playwright/test";
import { settle, signIn, tokenFor } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";

test("a draft job is previewed, published from the list, viewed on the site, and unpublished", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, "admin");
  const headers = { authorization: `Bearer ${token}` };
  const word = `wombat${Date.now().toString(36)}`;
  const title = `Community Programme Lead ${word}`;
  const companies = await (await request.get("/api/companies/public?pageSize=1")).json();
  const created = await request.post("/api/jobs", {
    headers,
    data: {
      title,
      companyId: companies.items[0].id,
      description: "Run our **mentoring circles**.",
      applyUrl: "https://example.com/apply",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  try {
    await signIn(page, token);
    await page.goto(`/admin/jobs?q=${word}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(/draft/i);

    // The draft on its public page, under a notice, before anyone else can see it.
    await row.getByRole("link", { name: `Preview ${title}` }).click();
    await expect(page).toHaveURL(`/admin/jobs/preview/${id}`);
    const notice = page.getByRole("region", { name: "Preview notice" });
    await expect(notice).toContainText(`Preview of “${title}”. Draft: not on the site.`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("main").getByText("mentoring circles")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "preview");
    await notice.getByRole("link", { name: "Back to the list" }).click();

    // One click publishes; the toast says so and focus stays on the button, now Unpublish.
    await page.goto(`/admin/jobs?q=${word}`);
    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toHaveText(
      `Published “${title}”: it is on the site now.`,
    );
    const unpublish = row.getByRole("button", { name: `Unpublish ${title}` });
    await expect(unpublish).toBeFocused();
    await expectNoSeriousAxeViolations(page, "jobs list");

    await row.getByRole("link", { name: `View on site – ${title}` }).click();
    await expect(page).toHaveURL(`/jobs/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await settle(page);

    await page.goBack();
    await unpublish.click();
    await expect(page.getByRole("status").filter({ hasText: "Unpublished" })).toHaveText(
      `Unpublished “${title}”: it is no longer on the site.`,
    );
    await expect(row.getByRole("link", { name: `Preview ${title}` })).toBeVisible();
    expect((await request.get(`/jobs/${id}`)).status()).toBe(404);

    // The edit screen has the same action; after it, a save keeps the job published.
    await row.getByRole("link", { name: `Edit ${title}` }).click();
    const publishing = page.getByRole("region", { name: "Publishing" });
    await expect(publishing).toContainText("Draft: not on the site.");
    await publishing.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(publishing).toContainText("Published: on the site.");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("published");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL("/admin/jobs");
    expect((await request.get(`/jobs/${id}`)).status()).toBe(200);
  } finally {
    await request.delete(`/api/jobs/${id}`, { headers });
  }
});
