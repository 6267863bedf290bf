import { expect, type Page, test } from "@playwright/test";
import { adminSignInPerFile, settle } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";

const admin = adminSignInPerFile();
const { signInAsAdmin } = admin;

// Every spec shares one seeded database: what a test adds, it removes, so counts elsewhere hold.
const created: string[] = [];
const createdCompanies: string[] = [];
test.afterEach(async ({ request }) => {
  const headers = await admin.headersIfSignedIn();
  if (!headers) return;
  for (const id of created.splice(0)) await request.delete(`/api/jobs/${id}`, { headers });
  for (const id of createdCompanies.splice(0))
    await request.delete(`/api/companies/${id}`, { headers });
});

/** The admin list narrowed to one job by a word of its title. */
async function findInList(page: Page, word: string) {
  await page.goto(`/admin/jobs?q=${encodeURIComponent(word)}`);
  await expect(page.getByText("1 job", { exact: true })).toBeVisible();
}

async function save(page: Page, title: string) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/jobs");
  await expect(page.getByText(`Saved job “${title}”.`)).toBeVisible();
}

/** The public job search for a word: the job's card, if the public may see it. */
async function publicSearch(page: Page, word: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(word)}`);
  await settle(page);
  return page.getByTestId("job-card");
}

test("an admin drafts a job, publishes it, renames it and closes it; the site follows each step", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  // A word nobody else uses, so the public search finds this job and nothing else.
  const word = `quokka${Date.now().toString(36)}`;
  const title = `Inclusive Data Steward ${word}`;

  // First the employer, with its logo, as a new admin would.
  const companyName = `Wattle Works ${word}`;
  await page.goto("/admin/companies/new");
  await page.getByLabel("Name").fill(companyName);
  await page.getByLabel("Logo", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30"><rect width="90" height="30" fill="#be185d"/></svg>',
    ),
  });
  await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute("src", /\.webp$/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/companies");
  const companies = await request.get(`/api/companies/public?q=${word}`);
  const company = (await companies.json()).items[0] as { id: string };
  createdCompanies.push(company.id);

  await page.goto("/admin/jobs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Company/).selectOption({ label: companyName });
  await page.getByLabel("Location").fill("Singapore");
  await page.getByLabel("Country").selectOption("SG");
  await page.getByLabel("Workplace").selectOption({ label: "Hybrid" });
  await page.getByLabel("Employment type").selectOption({ label: "Contract" });
  await page.getByLabel("Category").selectOption({ label: "Technology" });
  await page
    .getByRole("textbox", { name: /^Description/ })
    .fill("Look after our **data catalogue**.");
  await page.getByLabel("Minimum").fill("6000");
  await page.getByLabel("Maximum").fill("8000");
  await page.getByLabel("Currency").selectOption("SGD");
  await page.getByLabel("Period").selectOption({ label: "Per month" });
  await page.getByLabel("Apply URL").fill("https://careers.example.com/data-steward");
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await save(page, title);

  // A draft is not on the site.
  await expect(await publicSearch(page, word)).toHaveCount(0);

  await findInList(page, word);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  created.push(id);
  // The numbers came back as numbers, shown in their inputs.
  await expect(page.getByLabel("Minimum")).toHaveValue("6000");
  await expect(page.getByLabel(/^Company/)).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Status").selectOption("published");
  await save(page, title);

  const cards = await publicSearch(page, word);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await settle(page);
  await expect(page.getByText(/SGD\s6,000 – 8,000 a month/).first()).toBeVisible();

  const renamed = `Senior Data Steward ${word}`;
  await page.goto(`/admin/jobs/edit/${id}`);
  await page.getByLabel("Title").fill(renamed);
  await save(page, renamed);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await settle(page);

  await findInList(page, word);
  await page.getByRole("button", { name: `Close ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: "Close this job?" });
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole("button", { name: "Close job" }).click();
  await expect(page.getByText(`Closed “${renamed}”.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(word) })).toContainText("closed");

  await expect(await publicSearch(page, word)).toHaveCount(0);
  expect((await request.get(`/jobs/${id}`)).status()).toBe(410);
});

test("the job form explains what is wrong beside each field", async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto("/admin/jobs/new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below.");
  // The Save button sits a screen below the title: the view goes up to the first invalid field.
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByLabel("Title")).toBeInViewport();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Title is required");
  await expect(page.getByLabel(/^Company/)).toHaveAccessibleDescription("Choose a company");
  await expect(page.getByRole("textbox", { name: /^Description/ })).toHaveAccessibleDescription(
    /Description is required/,
  );

  await page.getByLabel("Minimum").fill("9000");
  await page.getByLabel("Maximum").fill("5000");
  await page.getByLabel("Maximum").blur();
  await expect(page.getByLabel("Maximum")).toHaveAccessibleDescription(
    "Must be at least the minimum",
  );
  await expect(page.getByLabel("Currency")).toHaveAccessibleDescription("Give the salary currency");
  await page.getByLabel("Maximum").fill("12000");
  await expect(page.getByLabel("Maximum")).not.toHaveAccessibleDescription(/minimum/);

  await page.getByLabel("How candidates apply").selectOption("url");
  await page.getByLabel("Status").selectOption("published");
  await expect(page.getByLabel("Apply URL")).toHaveAccessibleDescription(/needs its apply URL/);
  await page.getByLabel("Apply URL").fill("https://example.com/apply");
  await expect(page.getByLabel("Apply URL")).not.toHaveAccessibleDescription(/needs its/);
  // Nothing was sent: the form is still here.
  await expect(page).toHaveURL("/admin/jobs/new");
});

testOnEachViewport("axe finds nothing serious on the job screens", async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const jobs = await request.get("/api/jobs/public?pageSize=1");
  const [job] = (await jobs.json()).items as Array<{ id: string }>;
  for (const path of ["/admin/jobs", "/admin/jobs/new", `/admin/jobs/edit/${job!.id}`]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("form").first()).toBeVisible();
    if (path.includes("/edit/")) await expect(page.getByLabel("Title")).not.toHaveValue("");
    if (path === "/admin/jobs") await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousAxeViolations(page, path);
  }
});
