import { expect, type Page, test } from "@playwright/test";
import { type LocaleCode, localeByCode } from "../src/shared/locales.ts";
import { collectErrors, expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";
import { translated } from "./fixtures/translations.ts";

/** A translated message with its `{placeholders}` filled in, as the page shows it. */
function words(code: LocaleCode, message: string, values: Record<string, string> = {}) {
  return translated(code, message).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

const JOURNEYS = [
  { code: "ja", job: DEMO.languages.japaneseJob, searchWord: "地域交通", name: "佐藤 陽子" },
  { code: "th", job: DEMO.languages.thaiJob, searchWord: "ผู้ประสานงาน", name: "สมศรี ใจดี" },
] as const;

for (const { code, job, searchWord, name } of JOURNEYS) {
  test(`in ${code}: search from the home page, read a job written in ${code}, sign up`, async ({
    page,
  }) => {
    const say = (message: string, values?: Record<string, string>) => words(code, message, values);
    const header = page.getByRole("banner");
    // Each page moved to carries its own messages: one missing breaks hydration or shows an id.
    const errors = collectErrors(page);

    await page.goto(`/${code}`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(
      page.getByRole("navigation", { name: say("Main") }).getByRole("link", { name: say("Jobs") }),
    ).toHaveAttribute("href", `/${code}/jobs`);

    // Search from the home page's search box, in the page's language.
    const search = page.getByRole("search", { name: say("Search jobs") });
    await search.getByRole("searchbox").fill(searchWord);
    await search.getByRole("button", { name: say("Search") }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/${code}/jobs\\?`));
    const result = page.getByRole("link", { name: job.title });
    await expect(result).toHaveAttribute("lang", code);

    // The job page: its words in the content's language, the page's own words and formats in
    // the page's language.
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/${code}/jobs/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { name: say("About the role") }).first()).toBeVisible();
    const salary = await page.getByTestId("job-salary").textContent();
    expect(salary).not.toMatch(/a year|a month|From|Up to/);
    expect(salary).toMatch(/\d/);
    await expect(page.locator("main time").first()).not.toHaveText(/ago|today|yesterday/);

    // Sign up from the header, and back on the job page, still in the page's language.
    const jobPage = new URL(page.url()).pathname;
    await header
      .getByRole("link", { name: say("Sign Up") })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(`/${code}/register?redirectTo=${encodeURIComponent(jobPage)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await page.getByRole("button", { name: say("Create account") }).click();
    await expect(page.getByLabel(say("Name"), { exact: true })).toHaveAccessibleDescription(
      new RegExp(say("{label} is required", { label: say("Name") })),
    );
    await page.getByLabel(say("Name"), { exact: true }).fill(name);
    await page.getByLabel(say("E-mail"), { exact: true }).fill(uniqueEmail());
    await page.getByLabel(say("Password"), { exact: true }).fill("violet-harbour-compass-71");
    await page.getByRole("button", { name: say("Create account") }).click();
    await expect(page).toHaveURL(jobPage);
    await expect(page.getByRole("status").filter({ hasText: name })).toHaveText(
      say("Welcome, {name} — your account is ready.", { name }),
    );
    expect(errors).toEqual([]);
  });
}

test("the switcher shows the same page in another language and remembers the choice", async ({
  page,
}) => {
  await page.goto("/jobs?workplace=remote");
  // The choice is remembered by the page's code.
  await waitForHydration(page);
  await page.getByRole("banner").getByLabel("Language: English").click();
  const japanese = localeByCode("ja")!;
  await page.getByRole("link", { name: japanese.name }).filter({ visible: true }).click();
  await expect(page).toHaveURL("/ja/jobs?workplace=remote");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");

  // Back on an English page, the remembered language is offered, never imposed.
  await page.goto("/companies");
  await expect(page).toHaveURL("/companies");
  const offer = page.getByRole("complementary").getByRole("link", { name: japanese.name });
  await expect(offer).toHaveAttribute("href", "/ja/companies");
  await expect(offer).toHaveAttribute("lang", "ja");
});

test.describe("a browser that prefers Thai", () => {
  test.use({ locale: "th-TH" });

  test("is offered the page in Thai, not redirected, and can decline for good", async ({
    page,
  }) => {
    const response = await page.goto("/events");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/events");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page
      .getByRole("complementary")
      .getByRole("link", { name: localeByCode("th")!.name });
    await expect(offer).toHaveAttribute("href", "/th/events");
    await page.getByRole("button", { name: "No, thanks" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(offer).toHaveCount(0);
  });
});

test("a request refused before any loader ran still answers in the address's language", async ({
  request,
}) => {
  const response = await request.post("/ja/jobs", { form: { q: "x" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain('<html lang="ja"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${translated("ja", "Something went wrong")}</h1>`));
});

/** Pages in a language: one of each kind, with content written in that language where any. */
async function translatedPages(page: Page, code: LocaleCode) {
  const post = code === "th" ? DEMO.languages.thaiPost : DEMO.languages.japanesePost;
  const jobs = await (await page.request.get(`/api/jobs/public?language=${code}`)).json();
  const events = await (await page.request.get("/api/events/public")).json();
  return [
    "",
    "/jobs",
    `/jobs/${jobs.items[0].id}`,
    "/companies",
    `/companies/${DEMO.languages.bilingualCompany.slug}`,
    "/events",
    `/events/${events.items[0].id}`,
    "/blog",
    `/blog/${post.slug}`,
    "/about",
    "/contact",
    "/register",
    "/no-such-page",
  ].map((path) => `/${code}${path}`);
}

test("axe finds no serious or critical problem on Japanese and Thai pages", async ({ page }) => {
  test.setTimeout(180_000);
  for (const code of ["ja", "th"] as const) {
    for (const path of await translatedPages(page, code)) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expectNoSeriousAxeViolations(page, path);
    }
  }
});
