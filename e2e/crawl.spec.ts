import { expect, type Page, test } from "@playwright/test";
import { LOCALES, localePath, splitLocalePath } from "../src/shared/locales.ts";
import { collectErrors, expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";

/**
 * What a page says of its language: `<html lang>`, the canonical address, and the page in every
 * language (hreflang alternates).
 */
async function languageOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    noindex: document.querySelector('meta[name="robots"][content*="noindex"]') !== null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (link) => [link.hreflang, link.href],
      ),
    ),
  }));
}

/**
 * Follows every same-site link from `home`, as a crawler would, and checks that each page is in
 * the language its address names, says so, and names itself in every language.
 */
async function crawl(page: Page, home: string, limit: number) {
  const { locale } = splitLocalePath(home);
  const seen = new Set<string>([home]);
  const queue = [home];
  const visited: string[] = [];
  // A page whose browser code lacks a message it rendered on the server fails to hydrate.
  const errors = collectErrors(page);
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

    const language = await languageOf(page);
    expect(language.lang, `<html lang> of ${path}`).toBe(locale.code);
    const here = new URL(page.url());
    if (!language.noindex) {
      // Lists keep their filters in the canonical address; the path is the page's own.
      const canonical = new URL(language.canonical ?? "", here);
      expect(canonical.pathname, `canonical of ${path}`).toBe(here.pathname);
      const english = splitLocalePath(here.pathname).path;
      for (const [code, target] of [
        ...LOCALES.map((other) => [other.code, other] as const),
        ["x-default", LOCALES[0]] as const,
      ]) {
        const alternate = new URL(language.alternates[code] ?? "", here);
        expect(alternate.pathname, `${code} alternate of ${path}`).toBe(
          localePath(target, english),
        );
        expect(alternate.search, `${code} alternate of ${path}`).toBe(canonical.search);
      }
    }

    const hrefs = await page.locator("a").evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href"),
        text: link.textContent?.trim() ?? "",
        switcher: link.hasAttribute("hreflang"),
      })),
    );
    for (const { href, text, switcher } of hrefs) {
      expect(href, `a link without a target on ${path}: "${text}"`).toBeTruthy();
      expect(href).not.toBe("#");
      if (!href?.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue;
      const target = href.split("#")[0] || "/";
      const isPage = !/\.[a-z]+$/.test(target.split("?")[0]!) && !target.startsWith("/admin");
      // Links to other pages stay in the page's language; only the switcher leaves it.
      if (isPage && !switcher) {
        expect(splitLocalePath(target).locale.code, `${href} on ${path}`).toBe(locale.code);
      }
      if (!switcher && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(errors, `errors in the browser crawling from ${home}`).toEqual([]);
  return visited;
}

test("a crawler that follows every link from / finds no 404 and no link without a target", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const visited = await crawl(page, "/", 160);
  expect(visited.length).toBeGreaterThan(40);
});

test("from every other language's home, every page is in that language and says so", async ({
  page,
}) => {
  test.setTimeout(300_000);
  for (const locale of LOCALES.filter((locale) => locale.prefix)) {
    const visited = await crawl(page, localePath(locale, "/"), 30);
    expect(visited.length, `pages crawled in ${locale.code}`).toBe(30);
  }
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
