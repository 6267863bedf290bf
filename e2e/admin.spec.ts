import { expect, test } from "@playwright/test";
import { ADMIN, openSignedIn, signIn, tokenFor } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";

const NEEMTREE = DEMO.companies.neemtree;

test("the guard sends a visitor to /admin/login, replacing the history entry, and back after sign-in", async ({
  page,
}) => {
  await page.goto("/");
  await page.goto("/admin/companies");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcompanies$/);
  // Back leaves the admin area entirely: the protected page was replaced, not stacked.
  await page.goBack();
  await expect(page).toHaveURL("/");
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/companies");
  await expect(page.getByRole("heading", { name: "Companies" })).toBeVisible();
});

test("a member is refused: told at the admin sign-in, and shown 'not allowed' on admin pages", async ({
  page,
  request,
}) => {
  const token = await openSignedIn(page, request, "member", "/admin");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await page.goto("/admin/login");
  await expect(page.getByRole("alert")).toContainText("no admin access");
  const api = await request.get("/api/dashboard", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
});

test("an admin creates a company with a logo; a company with jobs cannot be deleted and the dialog says why", async ({
  page,
  request,
}) => {
  const token = await openSignedIn(page, request, "admin", "/admin/companies/new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();

  await page.getByLabel("Name").fill("Lantern Learning");
  await page.getByLabel("Logo", { exact: true }).setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#9d174d"/></svg>',
    ),
  });
  await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute(
    "src",
    /^\/uploads\/logos\/.+\.webp$/,
  );
  await page.getByLabel("Equal Pay").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/companies");
  await expect(page.getByText("Saved company “Lantern Learning”.")).toBeVisible();

  const profile = await request.get("/companies/lantern-learning");
  expect(profile.status()).toBe(200);

  // A seeded company has jobs: the dialog says so before any attempt, counting every job as the
  // API does (drafts and closed ones too), and offers no Delete.
  const listed = await request.get(`/api/companies?q=${NEEMTREE.nameWord}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [neemtree] = (await listed.json()).items as Array<{ jobCount: number; openJobs: number }>;
  expect(neemtree!.jobCount).toBeGreaterThan(0);
  await page.getByLabel("Search").fill(NEEMTREE.nameWord);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(NEEMTREE.nameWord) });
  await expect(row.getByRole("cell").nth(2)).toHaveText(
    `${neemtree!.jobCount} (${neemtree!.openJobs} open)`,
  );
  await row.getByRole("button", { name: new RegExp(`Delete ${NEEMTREE.nameWord}`) }).click();
  const blocked = page.getByRole("dialog", { name: "This company cannot be deleted yet" });
  const jobs = neemtree!.jobCount === 1 ? "1 job" : `${neemtree!.jobCount} jobs`;
  await expect(blocked).toContainText(`“${NEEMTREE.name}” has ${jobs} (open, draft or closed)`);
  await expect(blocked.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(blocked.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(blocked).toBeHidden();
  expect((await request.get(`/companies/${NEEMTREE.slug}`)).status()).toBe(200);

  // The new company has none: it will be deleted, and is.
  await page.getByLabel("Search").fill("Lantern Learning");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "Delete Lantern Learning" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete company?" });
  await expect(dialog).toContainText("“Lantern Learning” will be deleted");
  await dialog.getByRole("button", { name: "Delete company" }).click();
  await expect(page.getByText("Deleted “Lantern Learning”.")).toBeVisible();
  expect((await request.get("/companies/lantern-learning")).status()).toBe(404);
});

test("the dashboard chart draws bars in proportion to their values on a labelled axis, and the page background reaches the bottom", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, "admin", "/admin");
  const chart = page.getByTestId("weekly-chart");
  await expect(chart).toContainText("Jobs published");
  await expect(chart).toContainText("Week starting");

  const bars = await chart.getByTestId("weekly-bar").evaluateAll((elements) =>
    elements.map((element) => ({
      value: Number(element.getAttribute("data-value")),
      height: element.getBoundingClientRect().height,
      // The column a bar stands in spans the plot area, from the 0 line to the axis's top.
      plot: element.parentElement!.getBoundingClientRect().height,
    })),
  );
  expect(bars).toHaveLength(12);
  const max = Math.max(...bars.map((bar) => bar.value));
  expect(max, "the seeded demo jobs were published in recent weeks").toBeGreaterThan(0);
  const ticks = (await chart.getByTestId("weekly-tick").allTextContents()).map(Number);
  expect(ticks[0]).toBe(0);
  const top = ticks.at(-1)!;
  expect(top).toBeGreaterThanOrEqual(max);
  await expect(chart.getByTestId("weekly-label")).toHaveCount(12);

  // The tallest bar is the largest value's share of the axis, and every other bar is its value's
  // share of the tallest (half the value, half as tall).
  const tallest = bars.reduce((a, b) => (b.height > a.height ? b : a));
  expect(tallest.value).toBe(max);
  expect(tallest.plot).toBeGreaterThan(150);
  expect(tallest.height).toBeCloseTo((tallest.plot * max) / top, 0);
  for (const bar of bars) expect(bar.height).toBeCloseTo((tallest.height * bar.value) / max, 0);

  // Nothing hangs below the admin layout (an sr-only table once did, past its grey background).
  const [pageHeight, layoutBottom] = await page.evaluate(() => [
    document.documentElement.scrollHeight,
    document.querySelector("#main")!.getBoundingClientRect().bottom + window.scrollY,
  ]);
  expect(pageHeight).toBeLessThanOrEqual(Math.ceil(layoutBottom));
});

test("leaving a form with unsaved changes asks first", async ({ page, request }) => {
  await openSignedIn(page, request, "admin", "/admin/companies/new");
  await page.getByLabel("Name").fill("Unsaved Co");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Jobs" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/admin/companies/new");
  await expect(page.getByLabel("Name")).toHaveValue("Unsaved Co");
});

test("a session that ends during work sends the admin to sign in and back", async ({
  page,
  request,
}) => {
  const token = await openSignedIn(page, request, "admin", "/admin/companies");
  await expect(page.getByRole("table")).toBeVisible();
  await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
});

testOnEachViewport(
  "axe finds nothing serious on the dashboard and company screens",
  async ({ page, request }) => {
    await signIn(page, await tokenFor(request, "admin"));
    for (const path of ["/admin", "/admin/companies", "/admin/companies/new", "/admin/login"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSeriousAxeViolations(page, path);
    }
  },
);
