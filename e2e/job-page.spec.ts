import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN } from "./fixtures/admin.ts";
import { collectErrors } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { firstJobHref } from "./fixtures/jobs.ts";

/** A job's own page: what it shows, its structured data, and its answers once it is gone. */

const ENGINEER = DEMO.jobs.seniorDataEngineer;
const COMPANY = DEMO.companies.lumenridge;

test("a job page shows the job, the company, the salary and how to apply", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/jobs?q=${encodeURIComponent(ENGINEER.search)}`);
  await page
    .getByTestId("job-card")
    .getByRole("link", { name: ENGINEER.title, exact: true })
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ENGINEER.title);
  await expect(page).toHaveTitle(`${ENGINEER.title} at ${COMPANY.name} | Career Platform`);
  const { min, max, currency, period } = ENGINEER.salary;
  await expect(page.getByTestId("job-salary")).toHaveText(
    new RegExp(
      `${currency}\\s${min.toLocaleString("en")} – ${max.toLocaleString("en")} a ${period}`,
    ),
  );

  const apply = page.getByTestId("apply-link").first();
  await expect(apply).toHaveAttribute("href", ENGINEER.applyUrl);
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", /noopener/);

  const company = page.getByTestId("company-card");
  await expect(company.getByRole("heading", { name: `About ${COMPANY.name}` })).toBeVisible();
  await expect(company.getByRole("list", { name: `Benefits at ${COMPANY.name}` })).toContainText(
    COMPANY.initiativeLabels[0],
  );
  await expect(
    company.getByRole("link", { name: new RegExp(`${COMPANY.name}’s profile`) }),
  ).toHaveAttribute("href", `/companies/${COMPANY.slug}`);
  await expect(page.locator("main time").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByRole("heading", { name: "Similar jobs" })).toBeVisible();
  const similar = page.getByRole("region", { name: "Similar jobs" }).getByTestId("job-card");
  expect(await similar.count()).toBeGreaterThan(0);
  expect(await similar.count()).toBeLessThanOrEqual(4);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(page.url());
  expect(errors).toEqual([]);
});

test("a job that takes applications by e-mail has a mailto link with the job title", async ({
  page,
}) => {
  const designer = DEMO.jobs.productDesigner;
  await page.goto(`/jobs?q=${encodeURIComponent(designer.search)}`);
  await page
    .getByTestId("job-card")
    .getByRole("link", { name: designer.title, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(designer.title);
  await expect(page.getByTestId("apply-link").first()).toHaveAttribute(
    "href",
    `mailto:${designer.applyEmail}?subject=${encodeURIComponent(designer.title)}`,
  );
});

test("a job page carries JobPosting structured data with Google's required properties", async ({
  page,
}) => {
  for (const query of [ENGINEER.search, DEMO.jobs.remote.search]) {
    const href = await firstJobHref(page, `/jobs?q=${encodeURIComponent(query)}`);
    await page.goto(href);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    const posting = postings[0] as {
      title: string;
      description: string;
      datePosted: string;
      hiringOrganization: { name: string; logo?: string };
      jobLocation?: { address: { addressCountry: string } };
      jobLocationType?: string;
      applicantLocationRequirements?: { "@type": string; name: string };
      employmentType: string;
      validThrough?: string;
      baseSalary?: unknown;
    };
    expect(posting.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(posting.description).toContain("<p>");
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(posting.hiringOrganization.name).toBeTruthy();
    expect(posting.hiringOrganization.logo).toMatch(/^https?:\/\//);
    expect(posting.employmentType).toBe("FULL_TIME");
    if (query === ENGINEER.search) {
      expect(posting.baseSalary).toMatchObject({
        "@type": "MonetaryAmount",
        currency: ENGINEER.salary.currency,
        value: {
          "@type": "QuantitativeValue",
          minValue: ENGINEER.salary.min,
          maxValue: ENGINEER.salary.max,
          unitText: ENGINEER.salary.period.toUpperCase(),
        },
      });
      expect(Date.parse(posting.validThrough ?? "")).toBeGreaterThan(Date.now());
    }
    if (posting.jobLocationType === "TELECOMMUTE") {
      expect(posting.applicantLocationRequirements?.["@type"]).toBe("Country");
      expect(posting.applicantLocationRequirements?.name).toBe(DEMO.jobs.remote.countryName);
    } else {
      expect(posting.jobLocation?.address.addressCountry).toBe(ENGINEER.country);
    }
  }
});

test("an unknown job id answers 404 with the 404 page", async ({ page }) => {
  for (const path of ["/jobs/00000000-0000-4000-8000-000000000000", "/jobs/not-a-job"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

/** Signs in as the e2e admin and changes one job through the API, as the admin area would. */
async function updateJob(
  request: APIRequestContext,
  id: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get(`/api/jobs/${id}`, { headers });
  expect(current.ok()).toBe(true);
  const job = (await current.json()) as Record<string, unknown>;
  // Only the writable fields go back (the API validates the body against the job input).
  const { id: _id, company: _company, createdAt: _c, updatedAt: _u, ...input } = job;
  const updated = await request.put(`/api/jobs/${id}`, { headers, data: { ...input, ...changes } });
  expect(updated.ok(), await updated.text()).toBe(true);
}

/** 410, and not a dead end: the job's own title, and open jobs to go on to. */
async function expectGone(page: Page, href: string, title: string) {
  const response = await page.goto(href);
  expect(response?.status(), href).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("job-gone")).toContainText("no longer taking applications");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

test("a job closed or expired after it was published answers 410 Gone", async ({
  page,
  request,
}) => {
  // Jobs no other test here relies on.
  const { toClose, toExpire } = DEMO.jobs;
  const closing = await firstJobHref(page, `/jobs?q=${encodeURIComponent(toClose.search)}`);
  expect((await page.goto(closing))?.status()).toBe(200);
  const heading = page.getByRole("heading", { level: 1 });
  const closingTitle = (await heading.textContent()) ?? "";
  await updateJob(request, closing.split("/").pop()!, { status: "closed" });
  await expectGone(page, closing, closingTitle);

  const expiring = await firstJobHref(page, `/jobs?q=${encodeURIComponent(toExpire.search)}`);
  await page.goto(expiring);
  const expiringTitle = (await heading.textContent()) ?? "";
  await updateJob(request, expiring.split("/").pop()!, {
    expiresAt: new Date(Date.now() - 60_000).toISOString(),
  });
  await expectGone(page, expiring, expiringTitle);
  // Gone from the list too (other jobs with some of its words may be offered instead).
  await page.goto(`/jobs?q=${encodeURIComponent(toExpire.search)}`);
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(page.getByRole("link", { name: expiringTitle, exact: true })).toHaveCount(0);
});

test("a draft job answers 404, not 410", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const drafts = await request.get("/api/jobs?status=draft", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await drafts.json()) as { items: Array<{ id: string }> };
  expect(items.length).toBeGreaterThan(0);
  const response = await page.goto(`/jobs/${items[0]!.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
