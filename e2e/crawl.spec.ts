import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";

/** Follows every same-site link from the home page, as a crawler would. */
async function crawl(page: Page, limit: number) {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < limit) {
    const path = queue.shift()!;
    // Files (a calendar entry, the sitemap) are fetched, not opened as pages.
    if (/\.(ics|xml|txt|csv)$/.test(path)) {
      expect((await page.request.get(path)).status(), `${path} answered`).toBe(200);
      continue;
    }
    const response = await page.goto(path);
    expect(response?.status(), `${path} answered`).toBe(200);
    visited.push(path);
    const hrefs = await page.locator("a").evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href"),
        text: link.textContent?.trim() ?? "",
      })),
    );
    for (const { href, text } of hrefs) {
      expect(href, `a link without a target on ${path}: "${text}"`).toBeTruthy();
      expect(href).not.toBe("#");
      if (!href?.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue;
      const target = href.split("#")[0] || "/";
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return visited;
}

test("a crawler that follows every link from / finds no 404 and no link without a target", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const visited = await crawl(page, 160);
  expect(visited.length).toBeGreaterThan(40);
});

const PAGES = [
  "/",
  "/jobs",
  "/companies",
  "/events",
  "/blog",
  "/videos",
  "/about",
  "/contact",
  "/privacy",
  "/for-employers",
  "/login",
  "/register",
  "/no-such-page",
];

testOnEachViewport(
  "axe finds no serious or critical problem on the public pages",
  async ({ page }) => {
    test.setTimeout(120_000);
    // One detail page of each kind, found from its list.
    const details: string[] = [];
    for (const [list, pattern] of [
      ["/jobs", /^\/jobs\/[0-9a-f-]{36}$/],
      ["/companies", /^\/companies\/[a-z0-9-]+$/],
      ["/events", /^\/events\/[0-9a-f-]{36}$/],
      ["/blog", /^\/blog\/[a-z0-9-]+$/],
    ] as const) {
      await page.goto(list);
      const hrefs = await page
        .locator("main a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const detail = hrefs.find((href) => pattern.test(href));
      expect(detail, `a detail link on ${list}`).toBeTruthy();
      details.push(detail!);
    }
    for (const path of [...PAGES, ...details]) {
      await page.goto(path);
      await expectNoSeriousAxeViolations(page, path);
    }
  },
);
