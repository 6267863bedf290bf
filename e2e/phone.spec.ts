import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { tokenFor } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";

/**
 * Phones: no page is wider than a 320 px screen whatever the content, the menu works
 * without JavaScript, and the blog's topics do not push the posts off the first screen.
 */

const DAY = 24 * 60 * 60 * 1000;
/** A blog topic some posts have. */
const TAG = DEMO.posts.otherTag;
// Unique per run, so each page can be checked to show this run's items and not older ones.
const RUN = Date.now().toString(36);

/** A word with no break opportunity: wide letters, `length` characters, this run's id first. */
const word = (length: number, start = "") =>
  `${start}${RUN}${"Wm".repeat(length)}`.slice(0, length);
/** A run of CJK text, which some rules (keep-all) refuse to break. */
const cjk = (length: number) => "女性のキャリアと平等な賃金職場".repeat(length).slice(0, length);
/** An address whose last part is `length` letters, with no hyphen or space to break at. */
const url = (length: number) => `https://careers.example.com/${RUN}/${"x".repeat(length)}`;

/** Markdown with everything that cannot wrap on its own: words, links, code, a wide table. */
const BODY = [
  `${word(300)} and ${cjk(200)}`,
  `A bare address ${url(200)} and [a link](${url(200)}) and \`${word(120)}\`.`,
  `\`\`\`\n${word(200)} ${"x = 1; ".repeat(40)}\n\`\`\``,
  `| ${word(60)} | ${word(60)} | ${word(60)} |\n|---|---|---|\n| ${cjk(60)} | ${url(60)} | x |`,
].join("\n\n");

/** Creates items as the admin, noting each one's address so the test can delete them. */
function creator(api: APIRequestContext, token: string, created: string[]) {
  return async (path: string, data: object) => {
    const headers = { authorization: `Bearer ${token}` };
    const response = await api.post(path, { data, headers });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    const item = (await response.json()) as { id: string; slug?: string };
    created.push(`${path}/${item.id}`);
    return item;
  };
}

/**
 * A company, job, post, event and video with every text field at its longest, as unbreakable
 * words, addresses and CJK runs. Answers each page that shows them, with text it must show.
 */
async function createLongContent(create: ReturnType<typeof creator>) {
  const companyName = word(120, "Aa"); // "Aa" sorts it among the first featured companies.
  const company = await create("/api/companies", {
    name: companyName,
    tagline: word(160),
    description: BODY,
    website: url(300),
    industry: cjk(120),
    headquarters: word(120),
    initiatives: ["equal-pay", "flexible-working", "paid-parental-leave"],
    featured: true,
    published: true,
  });
  const jobTitle = word(160);
  const job = await create("/api/jobs", {
    title: jobTitle,
    companyId: company.id,
    location: word(120),
    description: BODY,
    category: "technology",
    salaryMin: 2_000_000_000,
    salaryMax: 2_000_000_000,
    salaryCurrency: "IDR",
    salaryPeriod: "year",
    applyUrl: url(300),
    status: "published",
  });
  const postTitle = word(200);
  const tag = word(40);
  const post = await create("/api/blogs", {
    title: postTitle,
    author: cjk(120),
    excerpt: url(260),
    body: BODY,
    tags: [tag, cjk(40)],
    status: "published",
    publishedAt: new Date().toISOString(),
  });
  const eventTitle = word(160);
  const event = await create("/api/events", {
    title: eventTitle,
    summary: url(260),
    description: BODY,
    // Tomorrow: first among the upcoming events.
    startsAt: new Date(Date.now() + DAY).toISOString(),
    timezone: "Asia/Singapore",
    format: "hybrid",
    venue: word(200),
    city: cjk(120),
    onlineUrl: url(300),
    registrationUrl: url(300),
    status: "published",
  });
  const videoTitle = word(200);
  await create("/api/videos", {
    title: videoTitle,
    tag: word(60),
    url: url(300),
    publishedAt: new Date().toISOString(),
  });
  return {
    pages: [
      ["/", jobTitle],
      ["/jobs", jobTitle],
      [`/jobs?q=${encodeURIComponent(word(200))}`, RUN],
      [`/jobs/${job.id}`, jobTitle],
      ["/companies", companyName],
      [`/companies/${company.slug}`, companyName],
      ["/blog", postTitle],
      [`/blog?tag=${encodeURIComponent(tag)}`, postTitle],
      [`/blog/${post.slug}`, postTitle],
      ["/events", eventTitle],
      [`/events/${event.id}`, eventTitle],
      ["/videos", videoTitle],
    ] as [string, string][],
    // The pages with the Markdown bodies: code, a table, links.
    bodies: [`/jobs/${job.id}`, `/companies/${company.slug}`, `/blog/${post.slug}`],
  };
}

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, path: string, shows: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The long item is on the page, so the width below is measured with it.
  await expect(page.locator("main"), path).toContainText(shows);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    // The innermost boxes that stick out, to say what to fix when this fails.
    wide: [...document.querySelectorAll("body *")]
      .filter((element) => {
        const sticksOut = (box: Element) => box.getBoundingClientRect().right > window.innerWidth;
        return sticksOut(element) && ![...element.children].some(sticksOut);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  }));
  expect(widths.screen).toBe(320);
  // Soft: one run names every page that is too wide.
  expect
    .soft(widths.page, `${path} is wider than the screen: ${widths.wide.join(" | ")}`)
    .toBeLessThanOrEqual(320);
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page scrolls sideways with the longest words, addresses and CJK runs the API takes", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await tokenFor(request, "admin");
    const created: string[] = [];
    try {
      const { pages, bodies } = await createLongContent(creator(request, token, created));
      for (const [path, shows] of pages) await expectNoSidewaysScroll(page, path, shows);
      for (const path of bodies) {
        await page.goto(path);
        await expectNoSeriousAxeViolations(page, `${path} at 320 px`);
      }
    } finally {
      // Other journeys count what is listed: leave the site as it was (newest first, so the job
      // goes before its company).
      const headers = { authorization: `Bearer ${token}` };
      for (const path of created.reverse()) {
        expect((await request.delete(path, { headers })).status(), path).toBe(204);
      }
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens and leads to every section", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
      const links = ["Jobs", "Companies", "Blogs", "Events", "Video Library", "For Employers"];
      for (const name of [...links, "Sign Up", "Login"]) {
        await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await menu.getByRole("link", { name: "Events", exact: true }).click();
      await expect(page).toHaveURL("/events");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    });
  });

  test("the blog's first screen shows a post; the topics open on demand", async ({ page }) => {
    await page.goto("/blog");
    // Hydrated, so choosing a topic below is a client-side navigation, which keeps the page.
    await expect(page.locator("details[data-hydrated]")).toHaveCount(1);
    const topics = page.getByRole("navigation", { name: "Blog topics" });
    const leadership = topics.getByRole("link", { name: TAG, exact: true });
    await expect(leadership).toBeHidden();
    const firstPost = page.getByTestId("post-card").first();
    const box = await firstPost.boundingBox();
    // The post's title, at least, is on the first screen.
    expect(box?.y).toBeLessThan(844 - 100);

    await topics.locator("summary").click();
    await leadership.click();
    await expect(page).toHaveURL(`/blog?tag=${TAG.toLowerCase()}`);
    // The chosen topic is named on the closed toggle, and the list has closed again.
    await expect(topics.locator("summary")).toHaveText(new RegExp(`Topics\\s*: ${TAG}`));
    await expect(leadership).toBeHidden();
    await expectNoSeriousAxeViolations(page, `/blog?tag=${TAG.toLowerCase()} (phone)`);

    // With room to spare, the topics show without a toggle.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(leadership).toBeVisible();
    await expect(topics.locator("summary")).toBeHidden();
  });
});
