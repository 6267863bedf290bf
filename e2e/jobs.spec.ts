import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { collectErrors, expectNoSeriousAxeViolations, VIEWPORTS } from "./fixtures/axe.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** "40 jobs · page 1 of 2" → 40. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  const match = /^(\d+) jobs?/.exec(text.trim());
  expect(match, `result count text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

const cardTitles = (page: Page) =>
  page.getByTestId("job-card").getByRole("heading").allTextContents();

/** Marks the window; the mark survives client-side navigations and is lost on a full load. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { spaMark: boolean }).spaMark = true;
  });
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { spaMark?: boolean }).spaMark === true);

async function firstJobHref(page: Page, path = "/jobs"): Promise<string> {
  await page.goto(path);
  const href = await page.getByTestId("job-card").first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
  return href!;
}

test("searching with a word and a filter narrows the results and keeps them in the URL", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs at Companies that Care");
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(20);
  await markWindow(page);

  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Keywords").fill("analyst");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=analyst$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analyst jobs");
  const analysts = await resultCount(page);
  expect(analysts).toBeGreaterThan(1);
  expect(analysts).toBeLessThan(all);

  // A choice in a select applies at once; empty parameters never reach the URL.
  await search.getByLabel("Workplace").selectOption("hybrid");
  await expect(page).toHaveURL(/\/jobs\?q=analyst&workplace=hybrid$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hybrid analyst jobs");
  const hybrid = await resultCount(page);
  expect(hybrid).toBeGreaterThan(0);
  expect(hybrid).toBeLessThanOrEqual(analysts);
  for (const card of await page.getByTestId("job-card").all()) {
    await expect(card).toContainText("Hybrid");
  }

  // The active filters are listed, each removable, with a way to clear them all.
  const active = page.getByTestId("active-filters");
  await expect(active.getByRole("link", { name: "Remove filter: Hybrid" })).toBeVisible();
  await expect(active.getByRole("link", { name: "Clear filters" })).toHaveAttribute(
    "href",
    "/jobs",
  );

  // The count sits in a live region, so screen readers hear the new number.
  await expect(page.getByRole("status").filter({ hasText: /^\d+ jobs?/ })).toHaveCount(1);
  expect(await windowMarked(page), "filters navigate on the client").toBe(true);
  expect(errors).toEqual([]);
});

test("the back button brings back the previous results and filters", async ({ page }) => {
  await page.goto("/jobs?q=analyst");
  const before = await cardTitles(page);
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Category").selectOption("finance");
  await expect(page).toHaveURL(/\/jobs\?q=analyst&category=finance$/);
  await expect.poll(() => cardTitles(page)).not.toEqual(before);

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?q=analyst$/);
  await expect.poll(() => cardTitles(page)).toEqual(before);
  await expect(search.getByLabel("Category")).toHaveValue("");
  await expect(search.getByLabel("Keywords")).toHaveValue("analyst");

  await page.goForward();
  await expect(page).toHaveURL(/category=finance/);
  await expect(search.getByLabel("Category")).toHaveValue("finance");
});

test("pagination moves to page 2 and back", async ({ page }) => {
  await page.goto("/jobs");
  const total = await resultCount(page);
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(20);

  const pages = page.getByRole("navigation", { name: "Job results pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Keyboard and screen-reader users land on the new result summary, not at the page's end.
  await expect(page.getByTestId("result-count")).toBeFocused();
  await expect(page.getByTestId("result-count")).toContainText("page 2 of");
  const secondPage = await cardTitles(page);
  expect(secondPage).toHaveLength(Math.min(20, total - 20));
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);

  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
});

test("a word nothing matches shows a helpful empty state", async ({ page }) => {
  await page.goto("/jobs?category=technology");
  const search = page.getByRole("search", { name: "Search jobs" });
  await search.getByLabel("Keywords").fill("xylophonist");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=xylophonist/);
  await expect(page.getByTestId("result-count")).toHaveText("0 jobs");
  const empty = page.getByTestId("jobs-empty");
  await expect(empty.getByRole("heading")).toHaveText("No jobs match your search");
  await expect(empty).toContainText("“xylophonist”");
  await expect(empty.getByRole("link", { name: "Remove Technology" })).toBeVisible();
  await expect(empty).toContainText("Try a broader or different word");
  await empty.getByRole("link", { name: /^See all \d+ open jobs$/ }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // The address changes a moment before the new results are on screen.
  await expect(page.getByTestId("result-count")).not.toHaveText(/^0 jobs/);
  expect(await resultCount(page)).toBeGreaterThan(20);
});

test("part of a word finds the jobs it starts", async ({ page }) => {
  await page.goto("/jobs?q=analy");
  const titles = await cardTitles(page);
  expect(titles).toContain("数据分析师 (Data Analyst)");
  expect(titles.some((title) => /Credit Risk Analyst/.test(title))).toBe(true);
});

test("bad search parameters are ignored, never an error", async ({ page }) => {
  const response = await page.goto(
    "/jobs?type=astronaut&page=-4&pageSize=9999&sort=best&q=analyst",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analyst jobs");
  expect(await resultCount(page)).toBeGreaterThan(1);
});

test("the server-rendered HTML of /jobs holds the job titles and works without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto("/jobs");
  const titles = await cardTitles(page);
  const html = await (await page.request.get("/jobs")).text();
  const asHtml = (text: string) => text.replace(/&/g, "&amp;");
  for (const title of titles) expect(html).toContain(asHtml(title));

  // Without JavaScript the form is a plain GET form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/jobs");
  await noJs.getByLabel("Keywords").fill("designer");
  await noJs.getByRole("button", { name: "Search" }).click();
  await expect(noJs).toHaveURL(/q=designer/);
  await expect(noJs.getByRole("heading", { level: 1 })).toHaveText("Designer jobs");
  await context.close();
});

test("a job page shows the job, the company, the salary and how to apply", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/jobs?q=senior%20data%20engineer");
  await page
    .getByTestId("job-card")
    .getByRole("link", { name: "Senior Data Engineer", exact: true })
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Senior Data Engineer");
  await expect(page).toHaveTitle("Senior Data Engineer at Lumenridge Analytics | Career Platform");
  await expect(page.getByTestId("job-salary")).toHaveText(/SGD\s96,000 – 132,000 a year/);

  const apply = page.getByTestId("apply-link").first();
  await expect(apply).toHaveAttribute("href", /^https:\/\/careers\.lumenridge\.example\//);
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", /noopener/);

  const company = page.getByTestId("company-card");
  await expect(company.getByRole("heading", { name: "About Lumenridge Analytics" })).toBeVisible();
  await expect(
    company.getByRole("list", { name: "Benefits at Lumenridge Analytics" }),
  ).toContainText("Equal Pay");
  await expect(
    company.getByRole("link", { name: /Lumenridge Analytics’s profile/ }),
  ).toHaveAttribute("href", "/companies/lumenridge-analytics");
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
  await page.goto("/jobs?q=product%20designer");
  await page
    .getByTestId("job-card")
    .getByRole("link", { name: "Product Designer", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Designer");
  await expect(page.getByTestId("apply-link").first()).toHaveAttribute(
    "href",
    "mailto:jobs@lumenridge.example?subject=Product%20Designer",
  );
});

test("a job page carries JobPosting structured data with Google's required properties", async ({
  page,
}) => {
  for (const query of ["senior data engineer", "backend engineer payments"]) {
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
    if (query === "senior data engineer") {
      expect(posting.baseSalary).toMatchObject({
        "@type": "MonetaryAmount",
        currency: "SGD",
        value: {
          "@type": "QuantitativeValue",
          minValue: 96000,
          maxValue: 132000,
          unitText: "YEAR",
        },
      });
      expect(Date.parse(posting.validThrough ?? "")).toBeGreaterThan(Date.now());
    }
    if (posting.jobLocationType === "TELECOMMUTE") {
      expect(posting.applicantLocationRequirements?.["@type"]).toBe("Country");
      expect(posting.applicantLocationRequirements?.name).toBe("Malaysia");
    } else {
      expect(posting.jobLocation?.address.addressCountry).toBe("SG");
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
  const closing = await firstJobHref(page, "/jobs?q=solar%20site%20operations");
  expect((await page.goto(closing))?.status()).toBe(200);
  const heading = page.getByRole("heading", { level: 1 });
  const closingTitle = (await heading.textContent()) ?? "";
  await updateJob(request, closing.split("/").pop()!, { status: "closed" });
  await expectGone(page, closing, closingTitle);

  const expiring = await firstJobHref(page, "/jobs?q=community%20engagement%20officer");
  await page.goto(expiring);
  const expiringTitle = (await heading.textContent()) ?? "";
  await updateJob(request, expiring.split("/").pop()!, {
    expiresAt: new Date(Date.now() - 60_000).toISOString(),
  });
  await expectGone(page, expiring, expiringTitle);
  // Gone from the list too.
  await page.goto("/jobs?q=community%20engagement%20officer");
  await expect(page.getByTestId("result-count")).toHaveText("0 jobs");
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

for (const viewport of VIEWPORTS) {
  test(`axe: no serious or critical problems on /jobs and a job page (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/jobs?q=analyst&workplace=hybrid");
    await expectNoSeriousAxeViolations(page, "/jobs with filters");
    await page.goto("/jobs?q=xylophonist");
    await expectNoSeriousAxeViolations(page, "/jobs empty");
    const href = await firstJobHref(page);
    await expectNoSeriousAxeViolations(page, "/jobs");
    await page.goto(href);
    await expectNoSeriousAxeViolations(page, href);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
