import { expect, type Page, test } from "@playwright/test";
import {
  collectErrors,
  expectNoSeriousAxeViolations,
  horizontalOverflow,
  testOnEachViewport,
} from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";

const { lumenridge: LUMENRIDGE, harbourlight: HARBOURLIGHT } = DEMO.companies;
const INITIATIVE = DEMO.someCompaniesInitiative;

async function companyCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  const match = /^(\d+) compan(y|ies)/.exec(text.trim());
  expect(match, `result count text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

test("the company list shows published companies with their initiatives and open jobs", async ({
  page,
}) => {
  const response = await page.goto("/companies");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Companies that Care");
  const total = await companyCount(page);
  const cards = page.getByTestId("company-card");
  await expect(cards).toHaveCount(total);
  // The seeded unpublished company never shows.
  await expect(page.getByText(DEMO.companies.unpublished.nameWord)).toHaveCount(0);
  const lumenridge = cards.filter({ hasText: LUMENRIDGE.name });
  await expect(
    lumenridge.getByRole("list", { name: `Benefits at ${LUMENRIDGE.name}` }),
  ).toContainText(LUMENRIDGE.initiativeLabels[0]);
  await expect(
    lumenridge.getByRole("link", { name: new RegExp(`^\\d+ open jobs? at ${LUMENRIDGE.name}`) }),
  ).toHaveAttribute("href", `/jobs?company=${LUMENRIDGE.slug}`);
});

test("filtering by an initiative narrows the list, and every company has it", async ({ page }) => {
  await page.goto("/companies");
  const all = await companyCount(page);
  await page.getByRole("link", { name: INITIATIVE.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/companies\\?initiative=${INITIATIVE.key}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Companies that Care with ${INITIATIVE.label}`,
  );
  await expect(page.getByRole("link", { name: INITIATIVE.label, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const some = await companyCount(page);
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(all);
  const cards = page.getByTestId("company-card");
  await expect(cards).toHaveCount(some);
  for (const card of await cards.all()) {
    await expect(card.locator(`[data-initiative="${INITIATIVE.key}"]`)).toHaveCount(1);
  }

  // The search keeps the initiative; a name that matches nothing gives the empty state.
  const search = page.getByRole("search", { name: "Search companies" });
  await search.getByLabel("Company name").fill("no such company anywhere");
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`initiative=${INITIATIVE.key}`));
  await expect(page).toHaveURL(/q=no\+such\+company\+anywhere|q=no%20such/);
  await expect(page.getByTestId("result-count")).toHaveText("0 companies");
  const empty = page.getByTestId("companies-empty");
  await expect(empty).toContainText("“no such company anywhere”");
  await empty.getByRole("link", { name: "See all companies" }).click();
  await expect(page).toHaveURL(/\/companies$/);
  // The address changes before React shows the new list: wait for the list, not the address.
  await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^${all} compan`));

  await page.goBack();
  await expect(page.getByTestId("result-count")).toHaveText("0 companies");
});

test("searching by name finds the company", async ({ page }) => {
  await page.goto("/companies");
  const search = page.getByRole("search", { name: "Search companies" });
  await search.getByLabel("Company name").fill(HARBOURLIGHT.nameWord);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/companies\\?q=${HARBOURLIGHT.nameWord}$`));
  await expect(page.getByTestId("company-card")).toHaveCount(1);
  await expect(page.getByTestId("company-card")).toContainText(HARBOURLIGHT.name);
});

test("a company page shows the profile, its initiatives and its open jobs", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/companies");
  const card = page.getByTestId("company-card").filter({ hasText: LUMENRIDGE.name });
  const openJobs = Number(
    /^(\d+)/.exec((await card.getByRole("link", { name: /open jobs?/ }).textContent()) ?? "")?.[1],
  );
  expect(openJobs).toBeGreaterThan(0);
  await card.getByRole("link", { name: LUMENRIDGE.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${LUMENRIDGE.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LUMENRIDGE.name);
  await expect(page).toHaveTitle(new RegExp(`^${LUMENRIDGE.name}`));
  const websiteHost = new URL(LUMENRIDGE.website).host;
  await expect(page.getByRole("link", { name: websiteHost })).toHaveAttribute(
    "href",
    LUMENRIDGE.website,
  );
  await expect(page.getByText(LUMENRIDGE.industry)).toBeVisible();
  const initiatives = page.getByTestId("company-initiatives");
  await expect(initiatives.locator("[data-initiative]")).toHaveCount(LUMENRIDGE.initiativeCount);
  await expect(initiatives).toContainText(LUMENRIDGE.initiativeLabels[1]);
  await expect(initiatives.locator("svg[aria-hidden='true']")).toHaveCount(
    LUMENRIDGE.initiativeCount,
  );

  const jobs = page.getByTestId("company-jobs").getByTestId("job-card");
  await expect(jobs).toHaveCount(openJobs);
  for (const job of await jobs.all()) {
    await expect(job.getByTestId("job-card-company")).toHaveText(LUMENRIDGE.name);
  }
  await expect(jobs.getByRole("link", { name: DEMO.jobs.seniorDataEngineer.title })).toBeVisible();
  // A draft job of this company stays hidden.
  await expect(page.getByText(DEMO.jobs.draft.title)).toHaveCount(0);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: LUMENRIDGE.name,
    sameAs: [LUMENRIDGE.website],
  });
  expect(organization?.logo).toMatch(/^https?:\/\/[^/]+\/./);
  expect(new URL(organization?.logo as string).pathname).toBe(LUMENRIDGE.logoUrl);
  expect(errors).toEqual([]);
});

test("an unknown or unpublished company answers 404", async ({ page }) => {
  for (const path of [
    "/companies/no-such-company",
    `/companies/${DEMO.companies.unpublished.slug}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

testOnEachViewport(
  "axe: no serious or critical problems on /companies and a company page",
  async ({ page }) => {
    for (const path of [
      "/companies",
      "/companies?initiative=mentorship",
      "/companies?q=zzz",
      `/companies/${HARBOURLIGHT.slug}`,
    ]) {
      await page.goto(path);
      await expectNoSeriousAxeViolations(page, path);
      expect(
        await horizontalOverflow(page),
        `${path} is no wider than the screen`,
      ).toBeLessThanOrEqual(0);
    }
  },
);
